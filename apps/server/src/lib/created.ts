/** Answers 201 Created with what the create use case returns. */
export const created = async <T, R>(
  reply: { status: (code: 201) => { send: (payload: T) => R } },
  result: Promise<T>,
): Promise<R> => reply.status(201).send(await result);
