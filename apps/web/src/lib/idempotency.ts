/** A fresh idempotency key (the contract allows `[A-Za-z0-9_-:.]`, 8-128 characters). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `wf-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Keys for one kind of money call. A submission gets a new key; when it fails in transport (the
 * answer was lost: the money may have moved), retrying the SAME submission reuses its key so the
 * server answers the first result instead of moving money twice. A business answer (success or a
 * refusal) closes the attempt: the next submission is a new one.
 */
export function createIdempotencyKeys() {
  let pending: { key: string; fingerprint: string } | null = null;
  return {
    /** The key for a submission described by `fingerprint` (its body without secrets). */
    keyFor(fingerprint: string): string {
      if (pending && pending.fingerprint === fingerprint) return pending.key;
      pending = { key: newIdempotencyKey(), fingerprint };
      return pending.key;
    },
    /** The call answered (either way): its key is spent. */
    settle(): void {
      pending = null;
    },
    /** Peek (tests, debugging). */
    get current() {
      return pending?.key ?? null;
    },
  };
}

/** A stable text of a request body for comparing submissions (secrets left out). */
export function fingerprintOf(body: Record<string, unknown>, omit: readonly string[] = []): string {
  const keys = Object.keys(body)
    .filter((k) => !omit.includes(k))
    .sort();
  return JSON.stringify(keys.map((k) => [k, body[k]]));
}
