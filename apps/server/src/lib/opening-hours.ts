import type { OpeningHours } from '../db/schema';

/** Building a DateTimeFormat costs far more than using one: merchant lists ask per row, so keep one per zone. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/**
 * The last answer per zone: the clock only changes once a minute (zone offsets are whole minutes), and
 * formatting, even with a kept formatter, cost more than a whole list page's SQL when asked per row.
 */
const lastClock = new Map<string, { minute: number; clock: { day: number; minutes: number } }>();

/** Day of week (0 Sunday) and minutes since midnight of `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { day: number; minutes: number } {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastClock.get(timeZone);
  if (last && last.minute === minute) return { ...last.clock };
  const parts = formatFor(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  const clock = { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
  lastClock.set(timeZone, { minute, clock });
  return { ...clock };
}

/**
 * Whether a merchant is open at `now`. A window whose close is before its open runs past midnight:
 * it covers the rest of its own day and the start of the next.
 */
export function isOpenAt(hours: OpeningHours, timeZone: string, now: Date): boolean {
  const { day, minutes } = localClock(now, timeZone);
  const yesterday = (day + 6) % 7;
  return hours.some((w) => {
    if (w.open === w.close) return w.days.includes(day); // open all day
    if (w.open < w.close) return w.days.includes(day) && minutes >= w.open && minutes < w.close;
    return (w.days.includes(day) && minutes >= w.open) || (w.days.includes(yesterday) && minutes < w.close);
  });
}
