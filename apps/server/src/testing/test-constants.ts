export const testSecret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256');
/** The day every test file's clock starts on (09:00 UTC) and the seed is built around. */
export const testToday = '2026-11-23';
