import { referenceRepository } from './reference.repository';

/** A rate card's id and company; null when the tenant has no such card. */
export const findRateCard = referenceRepository.rateCard;
