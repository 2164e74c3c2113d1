/** Messages further apart than this get a time line between them (formatted by lib/format's `formatClock`). */
export const TIME_GAP_MS = 5 * 60 * 1000;

/** Whether a time line goes before a message sent at `iso` after one sent at `prevIso`. */
export function needsTimeLine(prevIso: string | undefined, iso: string): boolean {
  if (!prevIso) return true;
  return new Date(iso).getTime() - new Date(prevIso).getTime() > TIME_GAP_MS;
}
