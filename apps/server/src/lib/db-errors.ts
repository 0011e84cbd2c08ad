/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint (or index) a failed statement violated,
 * or null for any other error. Drizzle wraps driver errors, so the cause
 * chain is walked; node-postgres and PGlite both report `code` and `constraint`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return null;
}

/** SQLSTATE classes and codes that mean the database is gone or refusing work for now. */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
/** Socket errors of a connection that could not be made or was lost. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when a failed statement failed because the database could not be reached (refused,
 * reset, terminated by the server, connect timeout), not because of the statement: such a
 * request answers 503 and may be retried. The driver error may sit under Drizzle's wrapper.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (UNAVAILABLE_SQLSTATES.test(candidate.code)) return true;
      if (UNAVAILABLE_SOCKET_CODES.has(candidate.code)) return true;
    }
    if (
      typeof candidate.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((text) => (candidate.message as string).includes(text))
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
