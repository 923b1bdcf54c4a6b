import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveSecret } from '../secure-token';
import type { FileRef, SignatureCheck } from './storage';

/**
 * HMAC-SHA256 over tenant, file, expiry and the viewer a link was made for: a URL cannot be
 * moved to another file, another tenant's host, a later expiry or another (or no) viewer
 * without the server's secret.
 */
export const createUrlSigner = (secret: Uint8Array) => {
  const sign = (ref: FileRef, expires: number): string =>
    createHmac('sha256', secret)
      .update(`${ref.tenantId}.${ref.fileId}.${expires}${ref.viewer ? `.${ref.viewer}` : ''}`)
      .digest('base64url');

  return {
    signedUrl: (ref: FileRef, expiresAt: Date): string => {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const viewer = ref.viewer ? `&viewer=${encodeURIComponent(ref.viewer)}` : '';
      return `/api/v1/file/${ref.fileId}?expires=${expires}&signature=${sign(ref, expires)}${viewer}`;
    },
    verify: (
      ref: FileRef,
      query: { expires: number; signature: string },
      now: Date,
    ): SignatureCheck => {
      const expected = Buffer.from(sign(ref, query.expires));
      const given = Buffer.from(query.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return query.expires * 1000 < now.getTime() ? 'expired' : 'valid';
    },
  };
};

/** The key that signs file URLs. */
export const deriveUrlSecret = (appSecret: Uint8Array): Uint8Array =>
  deriveSecret(appSecret, 'crewhub file urls');
