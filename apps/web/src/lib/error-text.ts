import type { ErrorCode } from '@crewhub/shared';
import { ApiError, isUnreachableError } from './api-error';
import { connection } from './connection';
import { i18n } from './i18n';

// Known means the texts have it: asking i18n instead of the shared list of codes keeps that
// module (and zod, which it also holds) off the path to the sign-in form.
const isKnownCode = (code: string | null): code is ErrorCode =>
  code !== null && i18n.exists(`common:errors.${code}`);

/**
 * The text to show for a failed call: the translated error code when the server sent a known
 * one, else the server's message, else the HTTP text.
 */
export const errorText = (error: unknown): string => {
  if (!(error instanceof ApiError)) return i18n.t('messages.somethingWentWrong');
  if (isKnownCode(error.code)) return i18n.t(`errors.${error.code}`);
  // Offline or with the server away, say calmly that the change must wait.
  const state = connection();
  if (state === 'offline' && error.kind === 'network') return i18n.t('offline.needsConnection');
  if (state === 'unreachable' && isUnreachableError(error)) {
    return i18n.t('offline.unreachable.needsConnection');
  }
  if (error.kind === 'network') return i18n.t('http.networkError');
  if (error.kind === 'aborted') return i18n.t('http.aborted');
  return error.serverMessage ?? i18n.t('http.requestFailed', { status: error.status });
};
