import { z } from 'zod';
import { idSchema } from '../lists/ids';
import { isoDateOutputSchema, isoDateSchema } from '../lists/dates';
import { monthSchema } from '../time/date-schemas';

/** What kind of team a plus crew is (GET /plusCrewTypes). */
export const plusCrewTypes = ['bar', 'kitchen', 'service', 'cleaning', 'logistics'] as const;
export const plusCrewTypeSchema = z.enum(plusCrewTypes);
export type PlusCrewType = z.infer<typeof plusCrewTypeSchema>;

/** How a daily value reached the database (GET /plusCrewDataSourceTypes). */
export const plusCrewDataSourceTypes = ['manual', 'import'] as const;
export const plusCrewDataSourceTypeSchema = z.enum(plusCrewDataSourceTypes);
export type PlusCrewDataSourceType = z.infer<typeof plusCrewDataSourceTypeSchema>;

/**
 * The value types are fixed by the product: the dashboard's rules read each one by its meaning,
 * so a tenant cannot add or rename them (docs/decisions.md). Ids are stable for the API.
 */
export const plusCrewValueTypeCodes = [
  'teamBonus',
  'actualTurnover',
  'staffHours',
  'targetTurnover',
] as const;
export const plusCrewValueTypeCodeSchema = z.enum(plusCrewValueTypeCodes);
export type PlusCrewValueTypeCode = z.infer<typeof plusCrewValueTypeCodeSchema>;

export const plusCrewValueTypeSchema = z.object({
  id: z.number().int(),
  code: plusCrewValueTypeCodeSchema,
  caption: z.string(),
  /** amount: daily rows carry cents; hours: daily rows carry hours. */
  unit: z.enum(['amount', 'hours']),
});
export type PlusCrewValueType = z.infer<typeof plusCrewValueTypeSchema>;

export const plusCrewValueTypes: readonly PlusCrewValueType[] = [
  { id: 1, code: 'teamBonus', caption: 'Team Bonus', unit: 'amount' },
  { id: 2, code: 'actualTurnover', caption: 'Actual Turnover', unit: 'amount' },
  { id: 3, code: 'staffHours', caption: 'Staff Hours', unit: 'hours' },
  { id: 4, code: 'targetTurnover', caption: 'Target Turnover', unit: 'amount' },
];

/** The value types the dashboard cannot do without ('Required value types not found'). */
export const requiredPlusCrewValueTypes = [
  'actualTurnover',
  'staffHours',
  'targetTurnover',
] as const satisfies readonly PlusCrewValueTypeCode[];

/** Whether the month's target is one amount spread over its days or an amount per day. */
export const plusCrewTargetModes = ['perMonth', 'perDay'] as const;
export const plusCrewTargetModeSchema = z.enum(plusCrewTargetModes);
export type PlusCrewTargetMode = z.infer<typeof plusCrewTargetModeSchema>;

/** A plus crew number as in /plus-crews/{number}. */
export const plusCrewNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'Use letters, digits and dashes');
export const plusCrewNumberParamsSchema = z.object({ number: plusCrewNumberSchema });

/** Which CSV column holds which figure; set once per plus crew, reused on every import. */
export const plusCrewImportMappingSchema = z.object({
  date: z.string().trim().min(1).max(100),
  actualTurnover: z.string().trim().min(1).max(100),
  targetTurnover: z.string().trim().min(1).max(100).nullable(),
  staffHours: z.string().trim().min(1).max(100).nullable(),
});
export type PlusCrewImportMapping = z.infer<typeof plusCrewImportMappingSchema>;

/** A person in the plus crew's team. */
export const plusCrewMemberSchema = z.object({ personId: z.number().int(), name: z.string() });
export type PlusCrewMember = z.infer<typeof plusCrewMemberSchema>;

/** The client's contact who follows the plus crew, with their company. */
export const plusCrewClientContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string(),
});
export type PlusCrewClientContact = z.infer<typeof plusCrewClientContactSchema>;

export const plusCrewSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  crewType: plusCrewTypeSchema,
  /** The team by name, sorted by last name. */
  members: z.array(plusCrewMemberSchema),
  clientContact: plusCrewClientContactSchema.nullable(),
  hasGuestPassword: z.boolean(),
  importMapping: plusCrewImportMappingSchema.nullable(),
});
export type PlusCrew = z.infer<typeof plusCrewSchema>;

/** POST /plusCrews/{number}: the settings of the plus crew itself (plusCrews EDIT). */
export const updatePlusCrewInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  crewType: plusCrewTypeSchema,
  /** The whole team: persons of the tenant, each once. */
  memberPersonIds: z
    .array(idSchema)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'A person is in the team once'),
  /** A contact of a client company, or null for none. */
  clientContactId: idSchema.nullable(),
  /** A new guest password; omitted or null keeps the current one. */
  guestPassword: z.string().min(8).max(200).nullable().optional(),
});
export type UpdatePlusCrewInput = z.infer<typeof updatePlusCrewInputSchema>;

/** POST /plusCrews: a new plus crew under its own number (plusCrews EDIT). */
export const createPlusCrewInputSchema = updatePlusCrewInputSchema.extend({
  number: plusCrewNumberSchema,
});
export type CreatePlusCrewInput = z.infer<typeof createPlusCrewInputSchema>;

/** Basis points: 1000 is 10 %. Integers keep the bonus sum free of floating-point cents. */
const basisPointsSchema = z.number().int().min(0).max(10_000);
const centsSchema = z.number().int().min(0).max(2_000_000_000);

/** A value a plus crew tracks (one per value type), with that type's settings. */
export const plusCrewValueSchema = z.object({
  id: z.number().int(),
  plusCrewId: z.number().int(),
  valueTypeId: z.number().int(),
  valueTypeCode: plusCrewValueTypeCodeSchema,
  caption: z.string(),
  tracked: z.boolean(),
  /** Team Bonus: the share of the turnover above target paid out as bonus. */
  bonusShareBasisPoints: z.number().int().nullable(),
  /** Target Turnover: the default target when no target rows were entered for a day. */
  targetMode: plusCrewTargetModeSchema.nullable(),
  targetAmountCents: z.number().int().nullable(),
});
export type PlusCrewValue = z.infer<typeof plusCrewValueSchema>;

/** POST /plusCrewValues/{id} (plusCrews EDIT); settings of another value type are refused. */
export const updatePlusCrewValueInputSchema = z.object({
  tracked: z.boolean(),
  bonusShareBasisPoints: basisPointsSchema.nullable().optional(),
  targetMode: plusCrewTargetModeSchema.nullable().optional(),
  targetAmountCents: centsSchema.nullable().optional(),
});
export type UpdatePlusCrewValueInput = z.infer<typeof updatePlusCrewValueInputSchema>;

/** Hours with at most two decimals; negative hours are refused. */
export const plusCrewHoursSchema = z
  .number()
  .min(0, 'Hours cannot be negative')
  .max(100_000)
  .refine((hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6, 'At most 2 decimals');

export const plusCrewValueDataSchema = z.object({
  id: z.number().int(),
  plusCrewValueId: z.number().int(),
  valueTypeId: z.number().int(),
  date: isoDateOutputSchema,
  amountCents: z.number().int().nullable(),
  hours: z.number().nullable(),
  dataSourceType: plusCrewDataSourceTypeSchema,
});
export type PlusCrewValueData = z.infer<typeof plusCrewValueDataSchema>;

/** GET /plusCrewValueDatas: one value type's rows of a plus crew between two dates. */
export const plusCrewValueDataQuerySchema = z.object({
  plusCrewId: z.coerce.number().int().positive().max(2_147_483_647),
  valueTypeId: z.coerce.number().int().positive().max(2_147_483_647),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
});
export type PlusCrewValueDataQuery = z.infer<typeof plusCrewValueDataQuerySchema>;

/** A row by hand: amount for turnover and target, hours for staff hours. */
export const createPlusCrewValueDataInputSchema = z.object({
  plusCrewValueId: idSchema,
  date: isoDateSchema,
  amountCents: centsSchema.nullable().optional(),
  hours: plusCrewHoursSchema.nullable().optional(),
});
export type CreatePlusCrewValueDataInput = z.infer<typeof createPlusCrewValueDataInputSchema>;

export const updatePlusCrewValueDataInputSchema = createPlusCrewValueDataInputSchema.omit({
  plusCrewValueId: true,
});
export type UpdatePlusCrewValueDataInput = z.infer<typeof updatePlusCrewValueDataInputSchema>;

/** One day of the data entry grid; null clears the figure, an absent field leaves it. */
export const plusCrewDayInputSchema = z.object({
  date: isoDateSchema,
  actualTurnoverCents: centsSchema.nullable().optional(),
  targetTurnoverCents: centsSchema.nullable().optional(),
  staffHours: plusCrewHoursSchema.nullable().optional(),
});
export type PlusCrewDayInput = z.infer<typeof plusCrewDayInputSchema>;

/** POST /plusCrews/{number}/days: the grid's changed days of one month, saved together. */
export const savePlusCrewDaysInputSchema = z.object({
  month: monthSchema,
  days: z.array(plusCrewDayInputSchema).min(1).max(31),
});
export type SavePlusCrewDaysInput = z.infer<typeof savePlusCrewDaysInputSchema>;

/** POST /plusCrews/{number}/import: a till's CSV export, mapped with (and saving) the mapping. */
export const importPlusCrewCsvInputSchema = z.object({
  csv: z.string().min(1).max(500_000),
  mapping: plusCrewImportMappingSchema,
});
export type ImportPlusCrewCsvInput = z.infer<typeof importPlusCrewCsvInputSchema>;

export const plusCrewImportResultSchema = z.object({
  importedDays: z.number().int(),
  importedRows: z.number().int(),
});
export type PlusCrewImportResult = z.infer<typeof plusCrewImportResultSchema>;

/** GET /plusCrews/prgrss?month=YYYY-MM: this month's progress of every plus crew. */
export const plusCrewProgressQuerySchema = z.object({ month: monthSchema.optional() });

export const plusCrewMonthTotalsSchema = z.object({
  actualTurnoverCents: z.number().int(),
  targetTurnoverCents: z.number().int(),
  staffHours: z.number(),
  /** Turnover against the month's target in whole percent; null without a target. */
  progressPercent: z.number().int().nullable(),
  bonusSoFarCents: z.number().int().nullable(),
  bonusForecastCents: z.number().int().nullable(),
});
export type PlusCrewMonthTotals = z.infer<typeof plusCrewMonthTotalsSchema>;

export const plusCrewProgressSchema = plusCrewMonthTotalsSchema.extend({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  crewType: plusCrewTypeSchema,
  month: z.string(),
});
export type PlusCrewProgress = z.infer<typeof plusCrewProgressSchema>;
