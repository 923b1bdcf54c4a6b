import { describe, expect, it } from 'vitest';
import { rateCardFitsCompany } from './rate-card';

describe('rateCardFitsCompany', () => {
  it.each([
    { card: null, project: 7, fits: true },
    { card: null, project: null, fits: true },
    { card: 7, project: 7, fits: true },
    { card: 7, project: 8, fits: false },
    { card: 7, project: null, fits: false },
    { card: 7, project: undefined, fits: false },
  ])('card of company $card on a project of company $project: $fits', ({ card, project, fits }) => {
    expect(rateCardFitsCompany({ companyId: card }, project)).toBe(fits);
  });
});
