import { referenceRepository } from './reference.repository';

/** A rate card's id and company; null when the tenant has no such card. */
export const findRateCard = referenceRepository.rateCard;

/** A tax type's name and rate in basis points; null when the tenant has no such type. */
export const findTaxType = referenceRepository.taxType;
