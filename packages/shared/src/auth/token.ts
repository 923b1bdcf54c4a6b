import { z } from 'zod';
import { loginTypeSchema, tokenTypeSchema } from './login-types.schema';
import { readTokenPayload } from './token-basics';

export const loginDataSchema = z.object({
  person: z
    .object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      temporary: z.boolean(),
    })
    .nullable(),
  contactNumber: z.string().nullable(),
  language: z.string(),
  loginTypes: z.array(loginTypeSchema),
  /** Set for guests: the project or plus crew the token is limited to. */
  projectNumber: z.string().nullable().optional(),
  plusCrewNumber: z.string().nullable().optional(),
  displayName: z.string(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** Claims of the login token (expiry, type, login data) plus tenant, subject and session. */
export const tokenClaimsSchema = z.object({
  exp: z.number(),
  iat: z.number().optional(),
  sub: z.string(),
  tid: z.number().int(),
  sid: z.string(),
  type: tokenTypeSchema,
  loginData: loginDataSchema,
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/**
 * Reads the claims of a JWT without verifying its signature (the server verifies).
 * Returns null for anything that is not a well-formed token with the expected claims.
 */
export const decodeToken = (token: string | null | undefined): TokenClaims | null => {
  const parsed = tokenClaimsSchema.safeParse(readTokenPayload(token));
  return parsed.success ? parsed.data : null;
};

/** A token is valid only if it decodes and its expiry lies in the future. */
export const isTokenValid = (token: string | null | undefined, now: Date = new Date()): boolean => {
  const claims = decodeToken(token);
  return claims !== null && claims.exp * 1000 > now.getTime();
};
