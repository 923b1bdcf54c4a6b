import { z } from 'zod';

/** Login types as lower-cased captions. */
export const loginTypeCodes = [
  'clients',
  'crew',
  'planners',
  'operations',
  'planning',
  'office',
] as const;
export const loginTypeCodeSchema = z.enum(loginTypeCodes);
export type LoginTypeCode = z.infer<typeof loginTypeCodeSchema>;

export const loginTypeSchema = z.object({
  code: loginTypeCodeSchema,
  caption: z.string(),
});
export type LoginType = z.infer<typeof loginTypeSchema>;

/** Token types: user logins are MOBILE; guests get a project or plus-crew token. */
export const tokenTypes = ['MOBILE', 'project', 'pluscrew'] as const;
export const tokenTypeSchema = z.enum(tokenTypes);
export type TokenType = z.infer<typeof tokenTypeSchema>;

export const isGuestTokenType = (type: TokenType): boolean => type !== 'MOBILE';

/** Planner-like login types that see planning screens. */
const plannerLikeTypes: readonly LoginTypeCode[] = ['planners', 'planning', 'operations'];

export const hasLoginType = (types: readonly LoginTypeCode[], code: LoginTypeCode): boolean =>
  types.includes(code);

export const isPlanner = (types: readonly LoginTypeCode[]): boolean =>
  types.some((type) => plannerLikeTypes.includes(type));

export const isClient = (types: readonly LoginTypeCode[]): boolean =>
  hasLoginType(types, 'clients');

export const isCrew = (types: readonly LoginTypeCode[]): boolean => hasLoginType(types, 'crew');

export const isOffice = (types: readonly LoginTypeCode[]): boolean => hasLoginType(types, 'office');
