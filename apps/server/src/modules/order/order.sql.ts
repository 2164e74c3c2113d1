/**
 * The order statements on hot or concurrent paths, as plain SQL: sent as named prepared statements by the
 * repository (and run bare by the benchmarks, so both measure the same SQL).
 */

/**
 * The time of a status change as the timeline stores it (ISO 8601 in UTC, like JavaScript's), taken
 * from the database clock (or the given one): every instance agrees on it.
 */
export const isoAt = (at: string) => `to_char((${at}) at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Marks an order paid: one conditional UPDATE (unpaid, live, not expired, the caller's), so any number of
 * concurrent calls on any number of instances find it unpaid exactly once. $3 is the dispatch step.
 */
export const PAY_ORDER_SQL = `update orders set status = 1, pay_status = 1, paid_at = now(), updated_at = now(),
  next_step_at = case when type = 1 then now() + make_interval(secs => $3::int)
    when type = 2 then (details -> 'flight' ->> 'arriveAt')::timestamptz
    when type = 3 then (details -> 'hotel' ->> 'checkOutAt')::timestamptz end,
  timeline = timeline || jsonb_build_array(jsonb_build_object('status', 1, 'at', ${isoAt('now()')}))
where id = $1::bigint and user_id = $2::bigint and status = 0 and pay_status = 0 and cancelled_at is null
  and expires_at > now()
returning id, amount, currency, merchant_id, type, paid_at, expires_at`;

/** Records on a just-paid order that it was paid from another currency: $1 order, $2 quote, $3 unit, $4 amount. */
export const PAID_WITH_QUOTE_SQL = `update orders set pay_quote_id = $2::bigint, pay_unit = $3::text, pay_amount = $4::bigint
where id = $1::bigint`;

/** Status 1-3 takeout orders that are due move one step, claimed with SKIP LOCKED; $1 batch, $2 step seconds, $3 now. */
export const ADVANCE_STEPS_SQL = `with due as (
  select id from orders where type = 1 and status between 1 and 3 and next_step_at <= coalesce($3::timestamptz, now())
  order by next_step_at limit $1::int for update skip locked)
update orders o set status = o.status + 1, updated_at = now(),
  next_step_at = coalesce($3::timestamptz, now()) + make_interval(secs => $2::int),
  timeline = o.timeline || jsonb_build_array(jsonb_build_object('status', o.status + 1,
    'at', ${isoAt('coalesce($3::timestamptz, now())')}))
from due where o.id = due.id
returning o.id, o.user_id, o.status, o.type`;

/**
 * One order due to complete, locked for it: a delivering takeout order (status 4) past its last step, a
 * ticketed flight (status 1) that has landed (its next step is the arrival) or a paid hotel stay past its
 * check-out; $1 now.
 */
export const CLAIM_COMPLETION_SQL = `select id, user_id, payer_user_id, amount, currency, merchant_id, type, status from orders
where ((status = 4 and type = 1) or (status = 1 and type in (2, 3))) and next_step_at <= coalesce($1::timestamptz, now())
order by next_step_at limit 1 for update skip locked`;

/** Expired unpaid orders, claimed with SKIP LOCKED and cancelled; $1 batch, $2 now. */
export const EXPIRE_SQL = `with due as (
  select id from orders where status = 0 and cancelled_at is null and expires_at <= coalesce($2::timestamptz, now())
  order by expires_at limit $1::int for update skip locked)
update orders o set cancelled_at = coalesce($2::timestamptz, now()), updated_at = now()
from due where o.id = due.id
returning o.id, o.user_id, o.type`;

/**
 * Marks an order paid on its owner's behalf ($2 the owner, $4 the payer or null when the owner pays through
 * the link): the same conditional UPDATE as PAY_ORDER_SQL, so it and a concurrent PayOrder agree on one winner.
 */
export const PAY_ON_BEHALF_SQL = `update orders set status = 1, pay_status = 1, paid_at = now(), updated_at = now(),
  payer_user_id = $4::bigint,
  next_step_at = case when type = 1 then now() + make_interval(secs => $3::int)
    when type = 2 then (details -> 'flight' ->> 'arriveAt')::timestamptz
    when type = 3 then (details -> 'hotel' ->> 'checkOutAt')::timestamptz end,
  timeline = timeline || jsonb_build_array(jsonb_build_object('status', 1, 'at', ${isoAt('now()')}))
where id = $1::bigint and user_id = $2::bigint and status = 0 and pay_status = 0 and cancelled_at is null
  and expires_at > now()
returning id, amount, currency, merchant_id, type, paid_at, expires_at`;

/**
 * The owner cancels an unpaid order: the same conditions as paying it (unpaid, live, not expired, theirs),
 * so a cancel and a payment racing on any instances agree on one winner. $3 is the reason.
 */
export const CANCEL_ORDER_SQL = `update orders set cancelled_at = now(), cancel_reason = $3::text, updated_at = now()
where id = $1::bigint and user_id = $2::bigint and status = 0 and pay_status = 0 and cancelled_at is null
  and expires_at > now()
returning id, type`;
