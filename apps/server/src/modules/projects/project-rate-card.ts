import type { RequestContext } from '../../lib/request-context';
import { hasRight, rateCardFitsCompany } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import { findRateCard } from '../reference';
import { invalidField } from '../tenant-references';

type RateCardChoice = { rateCardId: number | null; companyId: number | null };

/**
 * A project's rate card is the general one or its company's own, never another client's
 * agreement. Choosing a card needs rateCards READ, as listing them does. Checked when the card
 * or the company changes; unknown ids are left to assertReferences.
 */
export const assertProjectRateCard = async (
  tx: Executor,
  ctx: RequestContext,
  next: RateCardChoice,
  stored?: RateCardChoice,
): Promise<void> => {
  if (next.rateCardId === null) return;
  const newCard = next.rateCardId !== stored?.rateCardId;
  if (!newCard && next.companyId === stored?.companyId) return;
  if (newCard && !hasRight(ctx.rights, 'rateCards', 'READ')) {
    throw forbidden('Missing right READ on rateCards');
  }
  const card = await findRateCard(tx, ctx.tenant.id, next.rateCardId);
  if (card && !rateCardFitsCompany(card, next.companyId)) {
    throw invalidField('body.rateCardId', 'The rate card belongs to another company');
  }
};
