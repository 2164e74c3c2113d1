import type { MerchantDetail } from '@wayfare/contracts';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 0 Sunday .. 6 Saturday at `now` in `timeZone` (the merchant's clock, which its hours are in). */
export function weekdayIn(timeZone: string, now: Date): number {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(now);
    return Math.max(0, weekdays.indexOf(name));
  } catch {
    return now.getDay();
  }
}

/** Minutes since midnight as `HH:mm` (24:00 closes at midnight; past-midnight closings wrap). */
export function clockText(minutes: number): string {
  const m = minutes === 24 * 60 ? minutes : ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Today's opening windows as text ("11:00–14:30, 17:00–22:00"), or '' when closed all day. */
export function todayHoursText(hours: MerchantDetail['openingHours'], timeZone: string, now = new Date()): string {
  const day = weekdayIn(timeZone, now);
  return hours
    .filter((h) => h.days.includes(day))
    .sort((a, b) => a.open - b.open)
    .map((h) => `${clockText(h.open)}–${clockText(h.close)}`)
    .join(', ');
}

/** When a closed merchant opens, in its clock: the time alone today, with the weekday on another day. */
export function nextOpenText(iso: string | null, timeZone: string, locale: string, now = new Date()): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  try {
    const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(d);
    const sameDay = day(at) === day(now);
    return new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: sameDay ? undefined : 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    }).format(at);
  } catch {
    return null;
  }
}
