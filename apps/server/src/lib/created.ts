/**
 * Answers 201 Created with what the create use case returns. The body is returned, not sent,
 * so it leaves only after the request's transaction has committed.
 */
export const created = async <T>(reply: { status: (code: 201) => unknown }, result: Promise<T>) => {
  const body = await result;
  reply.status(201);
  return body;
};
