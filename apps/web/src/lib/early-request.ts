/**
 * An answer the first screen will want, asked for by the entry before that screen's code has
 * loaded (issue 17: each screen used to ask only once its code, the router and the providers had
 * run). Taken once: the first take() gets the early answer, later ones ask again. An answer is
 * not handed out when it is old (never taken while the first screen loaded), when it failed (the
 * taker asks again, perhaps after a new login) or when it was asked for another caller.
 */
export type EarlyRequest<T> = {
  /** Sends the request now. */
  start: () => void;
  /** The early answer when it is fresh and for the same caller, else a new request. */
  take: () => Promise<T>;
};

/** How long an early answer waits to be taken: the first screen's load, with a slow phone. */
export const earlyAnswerMaxAgeMs = 10_000;

/**
 * `callerOf` names whom the answer is for (say the session's token): an answer asked for one
 * session is never handed to the next.
 */
export const earlyRequest = <T>(
  send: () => Promise<T>,
  callerOf: () => string | null = () => null,
): EarlyRequest<T> => {
  let early: { answer: Promise<T>; sentAt: number; caller: string | null } | undefined;
  return {
    start: () => {
      const answer = send();
      const sent = { answer, sentAt: Date.now(), caller: callerOf() };
      early = sent;
      // Also keeps the failure from counting as an unhandled rejection.
      answer.catch(() => {
        if (early === sent) early = undefined;
      });
    },
    take: () => {
      const taken = early;
      early = undefined;
      const fresh =
        taken !== undefined &&
        Date.now() - taken.sentAt <= earlyAnswerMaxAgeMs &&
        taken.caller === callerOf();
      return fresh ? taken.answer : send();
    },
  };
};
