/** Injectable time source so tests can move time (token expiry, link expiry, throttling). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (start: Date): Clock & { advance: (ms: number) => void } => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
};
