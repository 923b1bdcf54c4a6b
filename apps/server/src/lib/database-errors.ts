/** The SQLSTATE codes the API turns into client answers instead of a 500. */
const uniqueViolation = '23505';
const foreignKeyViolation = '23503';
/** Two transactions waited on each other, or a serializable one lost its race: both roll back. */
const concurrencyFailures = new Set(['40P01', '40001']);

type DatabaseError = {
  code: string;
  constraint?: string;
  severity?: string;
  table?: string;
  column?: string;
  routine?: string;
};

/**
 * The PostgreSQL error behind a failure: Drizzle wraps driver errors (pg and PGlite alike, both
 * carrying the SQLSTATE in `code`) in a DrizzleQueryError with the original as `cause`.
 */
export const databaseErrorOf = (error: unknown): DatabaseError | null => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
    current = cause;
  }
  return null;
};

/** A unique index refused a row, optionally the one named `constraint`. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const found = databaseErrorOf(error);
  return (
    found?.code === uniqueViolation && (constraint === undefined || found.constraint === constraint)
  );
};

/**
 * Conflicts with what another request just wrote: a duplicate, a row that is gone, or a
 * deadlock with it (the database keeps booking counts and flags by trigger, which lock).
 */
export const isWriteConflict = (error: unknown): boolean => {
  const code = databaseErrorOf(error)?.code;
  return (
    code === uniqueViolation ||
    code === foreignKeyViolation ||
    (code !== undefined && concurrencyFailures.has(code))
  );
};

/**
 * What may be logged of a failure. A failed query carries its parameters, which are personal
 * data (names, addresses, e-mail), in several places: Drizzle's `params` and message (hence its
 * stack), the driver's `parameters` or `params`, and PostgreSQL's `detail` and message ("Key
 * (email)=(…) already exists", "invalid input syntax: …"). So a database error is logged as its
 * SQL text and SQLSTATE facts only; anything else is logged as it is.
 */
export const loggableError = (error: unknown): unknown => {
  const found = databaseErrorOf(error);
  if (!found) return error;
  const { query } = error as { query?: unknown };
  return {
    type: 'DatabaseError',
    query: typeof query === 'string' ? query : undefined,
    code: found.code,
    severity: found.severity,
    constraint: found.constraint,
    table: found.table,
    column: found.column,
    routine: found.routine,
  };
};
