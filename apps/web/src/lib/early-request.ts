/**
 * An answer the first screen will want, asked for by the entry before that screen's code has
 * loaded (issue 17: each screen used to ask only once its code, the router and the providers had
 * run). Taken once: the first take() gets the early answer, later ones ask again. An answer never
 * taken while the first screen loads is not handed out later, when it would be old.
 */
export type EarlyRequest<T> = {
  /** Sends the request now. */
  start: () => void;
  /** The early answer when one is fresh, else a new request. */
  take: () => Promise<T>;
};

/** How long an early answer waits to be taken: the first screen's load, with a slow phone. */
export const earlyAnswerMaxAgeMs = 10_000;

export const earlyRequest = <T>(send: () => Promise<T>): EarlyRequest<T> => {
  let early: { answer: Promise<T>; sentAt: number } | undefined;
  return {
    start: () => {
      const answer = send();
      // Whoever takes it sees the failure; until then it is not an unhandled rejection.
      answer.catch(() => undefined);
      early = { answer, sentAt: Date.now() };
    },
    take: () => {
      const taken = early;
      early = undefined;
      return taken && Date.now() - taken.sentAt <= earlyAnswerMaxAgeMs ? taken.answer : send();
    },
  };
};
