import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token for e-mailed links and the XSRF cookie. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Links are stored hashed so a database leak does not hand out working links. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** A key for one purpose derived from the app secret, so one secret does not sign two things. */
export const deriveSecret = (appSecret: Uint8Array, purpose: string): Uint8Array =>
  createHmac('sha256', appSecret).update(purpose).digest();
