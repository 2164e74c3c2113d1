/** Message ids are decimal strings of up to 18 digits: compare by length, then text. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export const maxId = (a: string | null, b: string) => (a === null || compareIds(b, a) > 0 ? b : a);

/**
 * Which chat messages a client holds, for catching up after a drop: the ids of the last few thousand
 * delivered (so a replay never shows one twice), the newest id, and the newest id held for longer than
 * `lateCommitMs`. Ids are given out before their rows commit, so on several server instances a message
 * can become visible a moment after one with a higher id: a catch-up starts from the settled id, and
 * what it fetches twice is dropped as seen.
 */
export function createMessageCursor(lateCommitMs: number, now: () => number = Date.now, seenLimit = 5000) {
  const seen = new Set<string>();
  let last: string | null = null;
  let settled: string | null = null;
  let recent: { id: string; at: number }[] = [];

  const hold = (id: string) => {
    last = maxId(last, id);
    recent.push({ id, at: now() });
  };

  return {
    /** The newest id held (null before the first). */
    get last() {
      return last;
    },
    /** Records a delivered message; false when it was seen already (drop it). */
    deliver(id: string): boolean {
      if (seen.has(id)) return false;
      seen.add(id);
      if (seen.size > seenLimit) seen.delete(seen.values().next().value as string);
      hold(id);
      return true;
    },
    /** Records an id without a message (the newest id at login, or how far a capped catch-up got). */
    hold,
    /** Where a catch-up starts: the settled id, so late commits of the last few seconds are fetched too. */
    catchUpFrom(): string | null {
      const cutoff = now() - lateCommitMs;
      let i = 0;
      while (i < recent.length && (recent[i] as { at: number }).at <= cutoff) {
        settled = maxId(settled, (recent[i] as { id: string }).id);
        i++;
      }
      recent = recent.slice(i);
      if (settled !== null) return settled;
      // Nothing has settled yet (a drop soon after login): from the oldest id held, to be safe.
      let oldest: string | null = null;
      for (const r of recent) if (oldest === null || compareIds(r.id, oldest) < 0) oldest = r.id;
      return oldest ?? last;
    },
    /** Another session: forget everything. */
    reset() {
      seen.clear();
      last = null;
      settled = null;
      recent = [];
    },
  };
}
