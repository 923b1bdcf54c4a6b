// What other modules may use from reference; everything else stays inside the module.
export { findRateCard, findTaxType } from './reference.queries';
export { findVisibleRateCard, pageOfCompanyRateCards, visibleRateCards } from './reference.service';
