/**
 * A rate card fits a project of `companyId` when it is the tenant's general card (no company)
 * or that company's own; another client's agreed prices never apply.
 */
export const rateCardFitsCompany = (
  card: { companyId: number | null },
  companyId: number | null | undefined,
): boolean => card.companyId === null || card.companyId === companyId;
