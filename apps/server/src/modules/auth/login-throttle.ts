/**
 * Brute-force limits on failed logins that lock out attempts, not people (decisions.md, "Login
 * throttling"). Failures are counted in the database so every API node sees the same numbers.
 * Each counter lets a few failures through, then makes the next attempt wait after the last
 * failure, doubling with every further failure up to the window; nothing is a fixed lock.
 */
export const loginThrottle = {
  windowMs: 15 * 60_000,
  firstDelayMs: 1000,
  /** Failures each counter lets through before attempts must wait. */
  free: {
    /** One account from one source address: the usual guessing. */
    pair: 3,
    /** One account from anywhere (not for guest logins, which a whole project shares). */
    account: 10,
    /** One source address across accounts (a venue's NAT holds many honest people). */
    address: 30,
    /** A device that logged in before: past this its cookie is no longer trusted. */
    device: 5,
  },
};

export type ThrottleCounter = keyof typeof loginThrottle.free;
export type FailureCount = { failures: number; lastAt: Date };

/** The failure counters a login attempt touches; `device` only with a trusted device cookie. */
export const throttleKeys = (input: {
  account: string;
  address: string;
  guest: boolean;
  device: string | null;
}): Partial<Record<ThrottleCounter, string>> => {
  const account = input.account.trim().toLowerCase();
  return {
    pair: `pair:${account}|${input.address}`,
    address: `ip:${input.address}`,
    ...(input.guest ? {} : { account: `account:${account}` }),
    ...(input.device ? { device: `device:${input.device}` } : {}),
  };
};

/** How long after its last failure a counter makes the next attempt wait (0 = not at all). */
const delayMs = (counter: ThrottleCounter, failures: number): number => {
  const over = failures - loginThrottle.free[counter];
  return over < 0 ? 0 : Math.min(loginThrottle.windowMs, loginThrottle.firstDelayMs * 2 ** over);
};

/**
 * Milliseconds the attempt must still wait. A trusted device waits only for its own failures
 * (an attacker elsewhere cannot lock its owner out); any other attempt waits for the slowest of
 * its account-and-source, account and source counters.
 */
export const waitBeforeAttempt = (
  keys: Partial<Record<ThrottleCounter, string>>,
  counts: Map<string, FailureCount>,
  now: Date,
): number => {
  const waitOf = (counter: ThrottleCounter): number => {
    const key = keys[counter];
    const count = key ? counts.get(key) : undefined;
    if (!count) return 0;
    return Math.max(0, count.lastAt.getTime() + delayMs(counter, count.failures) - now.getTime());
  };
  const counters: ThrottleCounter[] = keys.device ? ['device'] : ['pair', 'account', 'address'];
  return Math.max(...counters.map(waitOf));
};

/** Whether a trusted device has failed too often to stay trusted. */
export const deviceSpent = (key: string | undefined, counts: Map<string, FailureCount>) =>
  key !== undefined && (counts.get(key)?.failures ?? 0) >= loginThrottle.free.device;
