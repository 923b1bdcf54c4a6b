import { tokenRequestSchema, type TokenRequest } from '@crewhub/shared';
import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import { zodForm } from '@/lib/form-validation';
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

/**
 * The form's errors, or the POST /auth/token body once the values pass the shared rules. The
 * form loads this module when it is sent, so zod stays off the path to the sign-in form.
 */
export const checkLoginForm = (
  mode: LoginMode,
  values: LoginFormValues,
): { errors: FormErrors } | { request: TokenRequest } => {
  const { validate, transformValues } = zodForm<
    LoginFormValues,
    (typeof loginFormSchemas)[LoginMode]
  >(loginFormSchemas[mode]);
  const errors = validate(values);
  if (Object.keys(errors).length > 0) return { errors };
  return { request: toTokenRequest(mode, transformValues(values)) };
};
