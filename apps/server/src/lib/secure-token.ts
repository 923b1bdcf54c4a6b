import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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
