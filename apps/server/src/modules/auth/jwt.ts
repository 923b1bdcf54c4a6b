import { tokenClaimsSchema, type TokenClaims } from '@crewhub/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock';

export type TokenPayload = Omit<TokenClaims, 'exp' | 'iat'>;

export type TokenSigner = {
  sign: (payload: TokenPayload) => Promise<string>;
  /** Signature, expiry and claim shape; null for anything forged, expired or malformed. */
  verify: (token: string) => Promise<TokenClaims | null>;
};

export const createTokenSigner = (options: {
  secret: Uint8Array;
  ttlSeconds: number;
  clock: Clock;
}): TokenSigner => ({
  sign: (payload) => {
    const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
    return new SignJWT({
      type: payload.type,
      tid: payload.tid,
      sid: payload.sid,
      loginData: payload.loginData,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(payload.sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + options.ttlSeconds)
      .sign(options.secret);
  },
  verify: async (token) => {
    try {
      const { payload } = await jwtVerify(token, options.secret, {
        algorithms: ['HS256'],
        currentDate: options.clock.now(),
      });
      const parsed = tokenClaimsSchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
});
