/**
 * An order created at checkout but not paid yet (e.g. the balance was short), remembered for this tab so
 * that paying again after a top-up pays the same order instead of creating a second one. It only counts
 * for the same cart, address, remark and total (`fingerprint`).
 */
type Pending = { oid: string; fingerprint: string };

const keyOf = (mid: string) => `wf.pending_takeout_order.${mid}`;

function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function pendingOrder(mid: string, fingerprint: string): string | null {
  try {
    const raw = area()?.getItem(keyOf(mid));
    const p = raw ? (JSON.parse(raw) as Pending) : null;
    return p && typeof p.oid === 'string' && p.fingerprint === fingerprint ? p.oid : null;
  } catch {
    return null;
  }
}

export function rememberPendingOrder(mid: string, oid: string, fingerprint: string): void {
  try {
    area()?.setItem(keyOf(mid), JSON.stringify({ oid, fingerprint } satisfies Pending));
  } catch {
    // private mode: a retry creates a new order; the unpaid one expires on its own
  }
}

export function forgetPendingOrder(mid: string): void {
  try {
    area()?.removeItem(keyOf(mid));
  } catch {
    // ignore, see rememberPendingOrder
  }
}
