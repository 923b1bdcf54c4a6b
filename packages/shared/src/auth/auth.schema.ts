import { z } from 'zod';

const password = z.string().min(1, 'Password is required').max(200);

/** POST /auth/token: a user logs in with e-mail; guests with a project or plus-crew number. */
export const tokenRequestSchema = z.union([
  z.object({ email: z.email().max(320), password }),
  z.object({ projectNumber: z.string().trim().min(1).max(50), password }),
  z.object({ plusCrewNumber: z.string().trim().min(1).max(50), password }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** New passwords: long enough to resist guessing, short enough to hash cheaply. */
export const newPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(200, 'Use at most 200 characters');

/**
 * POST /forgottenPassword: either request a reset link by e-mail, or renew a known password
 * (the /renew-password screen) by giving the current one and a new one.
 */
export const forgottenPasswordRequestSchema = z.union([
  z.object({
    email: z.email().max(320),
    currentPassword: password,
    newPassword: newPasswordSchema,
  }),
  z.object({ email: z.email().max(320) }),
]);
export type ForgottenPasswordRequest = z.infer<typeof forgottenPasswordRequestSchema>;

/** POST /password: a logged-in user changes their password; other sessions end. */
export const changePasswordInputSchema = z.object({
  currentPassword: password,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** POST /forgottenPassword/{token} and POST /welcome/{token}: set a password from an e-mailed link. */
export const setPasswordSchema = z.object({ password: newPasswordSchema });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

export const tokenParamSchema = z.object({ token: z.string().min(16).max(200) });

export const welcomeInfoSchema = z.object({ email: z.string(), displayName: z.string() });
export type WelcomeInfo = z.infer<typeof welcomeInfoSchema>;

export const messageResponseSchema = z.object({ code: z.string(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
