import { z } from 'zod';
import { loginTypeCodes, tokenTypes } from './login-types';

export const loginTypeCodeSchema = z.enum(loginTypeCodes);

export const loginTypeSchema = z.object({
  code: loginTypeCodeSchema,
  caption: z.string(),
});
export type LoginType = z.infer<typeof loginTypeSchema>;

export const tokenTypeSchema = z.enum(tokenTypes);
