import { createHmac } from 'node:crypto';
import { randomToken, safeEqual } from '../../lib/secure-token';

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that logged in to an account before carries a signed nonce for that account, and its attempts
 * are throttled by their own failures only, so guessing from elsewhere never locks it out.
 */
export const deviceCookie = {
  name: 'crewhub_device',
  path: '/api/v1/auth',
  maxAgeSeconds: 180 * 24 * 60 * 60,
};

const signature = (secret: Uint8Array, tenantId: number, account: string, nonce: string) =>
  createHmac('sha256', secret)
    .update(`${tenantId}\n${account.trim().toLowerCase()}\n${nonce}`)
    .digest('base64url');

/** A new cookie value for the account that just logged in on this device. */
export const issueDeviceCookie = (secret: Uint8Array, tenantId: number, account: string) => {
  const nonce = randomToken(18);
  return `${nonce}.${signature(secret, tenantId, account, nonce)}`;
};

/** The device's nonce when its cookie was issued for this account on this tenant, else null. */
export const trustedDeviceNonce = (
  secret: Uint8Array,
  tenantId: number,
  account: string,
  cookie: string | undefined,
): string | null => {
  const [nonce, given, ...rest] = (cookie ?? '').split('.');
  if (!nonce || !given || rest.length > 0) return null;
  return safeEqual(given, signature(secret, tenantId, account, nonce)) ? nonce : null;
};
