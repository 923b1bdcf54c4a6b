import { tokenRequestSchema, type TokenRequest } from '@crewhub/shared';
import { z } from 'zod';
import type { LoginMode } from '@/lib/login-hints';

const [emailLogin, projectLogin, plusCrewLogin] = tokenRequestSchema.options;

/** The login form has one identifier field; each mode validates it with the shared rule. */
export const loginFormSchemas = {
  email: z.object({ login: emailLogin.shape.email, password: emailLogin.shape.password }),
  project: z.object({
    login: projectLogin.shape.projectNumber,
    password: projectLogin.shape.password,
  }),
  plusCrew: z.object({
    login: plusCrewLogin.shape.plusCrewNumber,
    password: plusCrewLogin.shape.password,
  }),
} satisfies Record<LoginMode, z.ZodType>;

export type LoginFormValues = { login: string; password: string };

/** The POST /auth/token body for a mode: e-mail for users, a number for guests. */
export const toTokenRequest = (
  mode: LoginMode,
  { login, password }: LoginFormValues,
): TokenRequest => {
  if (mode === 'project') return { projectNumber: login.trim(), password };
  if (mode === 'plusCrew') return { plusCrewNumber: login.trim(), password };
  return { email: login.trim(), password };
};
