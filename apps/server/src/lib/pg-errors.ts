/** True when `err` (or the driver error Drizzle wrapped in it) is a unique violation, optionally of `constraint`. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/** Socket errors of a database (or Redis) connection that is gone or refusing. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What the drivers say, without a code, when the connection is gone (pg, pg-pool, PGlite). */
const connectionMessages =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is clos(ed|ing))/;

/**
 * True when `err` (or what Drizzle wrapped in it) means the database is unreachable rather than the query
 * wrong: refused or reset connections, the server shutting down (57P01-57P03), connection exceptions
 * (class 08), a pool or PGlite that is closed. Callers answer 503 `unavailable`: retrying later can work.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (connectionCodes.has(code) || /^57P0[1-3]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && connectionMessages.test(message)) return true;
    // AggregateError: every address of the host refused.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0 && errors.every((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}
