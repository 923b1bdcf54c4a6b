// What the web app needs of a token before its first paint, without zod (issue 17): it reads a
// stored token's claims and checks them by hand; token.ts checks them with the schema.

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/**
 * The payload of a JWT as parsed JSON, without verifying its signature (the server verifies) or
 * its shape; null for anything that is not a token with a readable payload.
 */
export const readTokenPayload = (token: string | null | undefined): unknown => {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return JSON.parse(decodeBase64Url(parts[1])) as unknown;
  } catch {
    return null;
  }
};

/** How often the web client refreshes its token. */
export const tokenRefreshIntervalMs = 300_000;
