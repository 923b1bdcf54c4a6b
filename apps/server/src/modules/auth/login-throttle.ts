/**
 * Brute-force limits on failed logins within a sliding window. Counted in the database so
 * every API node behind the load balancer sees the same numbers.
 */
export const loginThrottle = {
  windowMs: 15 * 60_000,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 30,
};

export const accountKey = (account: string): string => `account:${account.trim().toLowerCase()}`;
export const ipKey = (ip: string): string => `ip:${ip}`;

export const isThrottled = (failures: { account: number; ip: number }): boolean =>
  failures.account >= loginThrottle.maxFailuresPerAccount ||
  failures.ip >= loginThrottle.maxFailuresPerIp;
