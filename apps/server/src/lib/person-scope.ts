import { AppError } from './app-error';
import type { RequestContext } from './request-context';

/** The person behind the login; client contacts have none, so crew screens refuse them. */
export const personIdOf = (ctx: Pick<RequestContext, 'auth'>): number => {
  const personId = ctx.auth.personId;
  if (personId === null) throw new AppError('FORBIDDEN', 'This page is for crew members');
  return personId;
};
