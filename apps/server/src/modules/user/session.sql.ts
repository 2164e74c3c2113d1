/**
 * The live session behind a token hash ($1) at a time ($2). Every protected call runs it first, so the
 * repository sends it as a named prepared statement straight to the driver (Drizzle's query building cost
 * more than the query itself here); the benchmarks run the same text bare.
 */
export const SESSION_SQL = `select u.id, s.id as session_id, u.country_code from sessions s
  join users u on u.id = s.user_id
  where s.token_hash = $1::text and s.revoked_at is null and s.expires_at > $2::timestamptz
    and u.frozen = false and u.deleted_at is null
  limit 1`;
