/**
 * BENCH_NO_CACHE=1 asks every call for a fresh answer (`Cache-Control: no-cache`), so the
 * server reads the database as for a caller's first call instead of answering from what it
 * keeps (decisions.md, "Sessions, rights and answers kept per node until the tenant changes").
 */
export const freshAnswerHeaders: Record<string, string> =
  process.env.BENCH_NO_CACHE === '1' ? { 'cache-control': 'no-cache' } : {};
