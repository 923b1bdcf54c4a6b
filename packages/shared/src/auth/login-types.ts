// The login and token types and their rules, without zod: the web app's signed-in frame uses them
// before its first paint (issue 17). Their schemas are in login-types.schema.ts.

/** Login types as lower-cased captions. */
export const loginTypeCodes = [
  'clients',
  'crew',
  'planners',
  'operations',
  'planning',
  'office',
] as const;
export type LoginTypeCode = (typeof loginTypeCodes)[number];

/** Token types: user logins are MOBILE; guests get a project or plus-crew token. */
export const tokenTypes = ['MOBILE', 'project', 'pluscrew'] as const;
export type TokenType = (typeof tokenTypes)[number];

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
