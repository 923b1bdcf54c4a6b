import { z } from 'zod';
import { idParamSchema, idSchema } from '../lists/ids';
import { isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { instantSchema } from '../time/date-schemas';

/** Kinds of staff contract; `on_call` usually has no quota (0): no hours are promised. */
export const contractTypes = ['permanent', 'fixed_term', 'on_call', 'intern'] as const;
export const contractTypeSchema = z.enum(contractTypes);
export type ContractType = z.infer<typeof contractTypeSchema>;

/** The quota is hours per week or per calendar month; the accounts run in the same periods. */
export const quotaUnits = ['week', 'month'] as const;
export const quotaUnitSchema = z.enum(quotaUnits);
export type QuotaUnit = z.infer<typeof quotaUnitSchema>;

/** The two accounts an office correction can move. */
export const contractAccountKinds = ['time', 'vacation'] as const;
export const contractAccountKindSchema = z.enum(contractAccountKinds);
export type ContractAccountKind = z.infer<typeof contractAccountKindSchema>;

/** A month has at most 744 hours; minutes keep the arithmetic in integers. */
const maxQuotaMinutes = 744 * 60;
const maxYearMinutes = 366 * 24 * 60;

/** The terms of a contract: what the office records and may change later. */
const contractTermsSchema = z.object({
  contractType: contractTypeSchema,
  quotaUnit: quotaUnitSchema,
  quotaMinutes: z.number().int().min(0).max(maxQuotaMinutes),
  startDate: isoDateSchema,
  /** Null or absent: open end. */
  endDate: isoDateSchema.nullish(),
  vacationMinutesPerYear: z.number().int().min(0).max(maxYearMinutes),
});

const periodRuns = (input: { startDate: string; endDate?: string | null }) =>
  !input.endDate || input.endDate >= input.startDate;
const periodIssue = {
  path: ['endDate'],
  message: 'The end date must not lie before the start date',
};

/** POST /staffContracts: the office records a person's contract for a period. */
export const createStaffContractInputSchema = contractTermsSchema
  .extend({ personId: idSchema })
  .refine(periodRuns, periodIssue);
export type CreateStaffContractInput = z.infer<typeof createStaffContractInputSchema>;

/** POST /staffContracts/{id}: the office changes a contract's terms (all of them, as a whole). */
export const updateStaffContractInputSchema = contractTermsSchema.refine(periodRuns, periodIssue);
export type UpdateStaffContractInput = z.infer<typeof updateStaffContractInputSchema>;

/** POST /staffContracts/{id}/corrections: a logged office correction of one account. */
export const contractCorrectionInputSchema = z.object({
  account: contractAccountKindSchema,
  date: isoDateSchema,
  minutes: z
    .number()
    .int()
    .min(-maxYearMinutes)
    .max(maxYearMinutes)
    .refine((minutes) => minutes !== 0, 'A correction moves the account by at least a minute'),
  reason: z.string().trim().min(1).max(500),
});
export type ContractCorrectionInput = z.infer<typeof contractCorrectionInputSchema>;

export const contractCorrectionSchema = z.object({
  id: z.number().int(),
  account: contractAccountKindSchema,
  date: isoDateOutputSchema,
  minutes: z.number().int(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: instantSchema,
});
export type ContractCorrection = z.infer<typeof contractCorrectionSchema>;

/** A contract in lists (GET /staffContracts, persons/{id}/staffContracts). */
export const staffContractSchema = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  personName: z.string(),
  contractType: contractTypeSchema,
  quotaUnit: quotaUnitSchema,
  quotaMinutes: z.number().int(),
  startDate: isoDateOutputSchema,
  endDate: isoDateOutputSchema.nullable(),
  vacationMinutesPerYear: z.number().int(),
  /** Runs today (start passed, end not yet). */
  active: z.boolean(),
});
export type StaffContract = z.infer<typeof staffContractSchema>;

/** One week or month of a contract with both accounts after it (minutes). */
export const contractPeriodSchema = z.object({
  start: isoDateOutputSchema,
  end: isoDateOutputSchema,
  quotaMinutes: z.number().int(),
  plannedMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  vacationTakenMinutes: z.number().int(),
  timeCorrectionMinutes: z.number().int(),
  timeBalanceMinutes: z.number().int(),
  vacationAccruedMinutes: z.number().int(),
  vacationCorrectionMinutes: z.number().int(),
  vacationBalanceMinutes: z.number().int(),
});
export type ContractPeriod = z.infer<typeof contractPeriodSchema>;

/** GET /staffContracts/{id}: the contract, its accounts per period and the corrections. */
export const staffContractDetailSchema = staffContractSchema.extend({
  periods: z.array(contractPeriodSchema),
  totals: z.object({
    plannedMinutes: z.number().int(),
    workedMinutes: z.number().int(),
    timeBalanceMinutes: z.number().int(),
    vacationBalanceMinutes: z.number().int(),
  }),
  corrections: z.array(contractCorrectionSchema),
  /** The caller may record corrections (staffContracts EDIT). */
  canCorrect: z.boolean(),
});
export type StaffContractDetail = z.infer<typeof staffContractDetailSchema>;

/** GET /staffContracts: the caller's own, or everyone's for the office, active or past. */
export const staffContractListQuerySchema = z.object({
  state: z.enum(['active', 'past', 'all']).default('all'),
  personId: idParamSchema.optional(),
});
export type StaffContractListQuery = z.infer<typeof staffContractListQuerySchema>;

/** GET /staffContracts/{id}/documents: the papers of the contract with their signing state. */
export const staffContractDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  documentDate: isoDateOutputSchema,
  /** Signatories that still have to sign. */
  openSignatories: z.number().int(),
  signed: z.boolean(),
});
export type StaffContractDocument = z.infer<typeof staffContractDocumentSchema>;
