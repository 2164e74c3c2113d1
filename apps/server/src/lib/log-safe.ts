/**
 * What the log keeps of an error. Driver and query errors carry the caller's values (Drizzle's message is
 * the SQL with its parameters; PostgreSQL's messages and details quote the offending input: a password, a
 * token, an address), so of those only the diagnostic fields are kept. Our own errors keep their message.
 */
export function safeError(err: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!err || typeof err !== 'object' || depth > 4) return undefined;
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name ?? 'Error';
  const out: Record<string, unknown> = { type };
  const fromDatabase = isQueryError(e) || isDriverError(e);
  if (fromDatabase) {
    out.message = isQueryError(e) ? 'query failed' : 'database error';
    for (const key of driverFields) if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  } else {
    out.message = typeof e.message === 'string' ? e.message : String(e);
    if (typeof e.code === 'string') out.code = e.code;
    if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  }
  if (typeof e.stack === 'string') {
    // The first lines repeat the message; only the frames are kept for database errors.
    out.stack = fromDatabase
      ? e.stack
          .split('\n')
          .filter((l) => l.startsWith('    at '))
          .join('\n')
      : e.stack;
  }
  const cause = safeError(e.cause, depth + 1);
  if (cause) out.cause = cause;
  return out;
}

/** Diagnostic fields of a PostgreSQL error (names, never values). */
const driverFields = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType', 'errno'];

const isQueryError = (e: Record<string, unknown>) => 'query' in e && 'params' in e;
/** pg's DatabaseError and PGlite's errors carry a SQLSTATE; socket errors carry errno/syscall. */
const isDriverError = (e: Record<string, unknown>) =>
  (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e) ||
  e.constructor?.name === 'DatabaseError';
