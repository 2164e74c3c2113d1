import type { OpeningHours } from '../../db/schema';
import { isOpenAt, localClock } from '../../lib/opening-hours';

const MINUTE = 60_000;

/**
 * When a closed merchant next opens (within a week), in the merchant's own time zone; null when it is
 * open now or has no opening at all. Minute precision, which is what opening hours have.
 */
export function nextOpenAt(hours: OpeningHours, timeZone: string, now: Date): Date | null {
  if (isOpenAt(hours, timeZone, now)) return null;
  const { day, minutes } = localClock(now, timeZone);
  let best: number | null = null;
  for (let offset = 0; offset <= 7; offset++) {
    const d = (day + offset) % 7;
    for (const w of hours) {
      if (!w.days.includes(d)) continue;
      const delta = offset * 1440 + w.open - minutes;
      if (delta > 0 && (best === null || delta < best)) best = delta;
    }
  }
  if (best === null) return null;
  const minuteStart = now.getTime() - (now.getTime() % MINUTE);
  return new Date(minuteStart + best * MINUTE);
}
