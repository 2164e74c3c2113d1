/**
 * Flight times are instants; a traveller reads each one on the clock of its own airport ("08:30" in
 * Bangkok, "+1" when the arrival falls on the next local day). Nothing here uses the device's zone.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    partsFormats.set(timeZone, f);
  }
  return f;
}

/** The local calendar date (`2026-11-28`) and clock time (`08:30`) of an instant at `timeZone`. */
export function localParts(iso: string, timeZone: string): { ymd: string; hm: string } | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = partsFormat(timeZone).formatToParts(d);
  } catch {
    parts = partsFormat('UTC').formatToParts(d);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { ymd: `${get('year')}-${get('month')}-${get('day')}`, hm: `${get('hour')}:${get('minute')}` };
}

/** `08:30`: the 24-hour clock time of an instant at its airport. */
export const localTime = (iso: string, timeZone: string): string => localParts(iso, timeZone)?.hm ?? '';

const ymdDay = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
};

/**
 * Calendar days between the local departure date and the local arrival date: 1 for an overnight flight
 * (shown as "+1"), 0 the same day, -1 when crossing the date line westwards.
 */
export function dayOffset(departAt: string, departZone: string, arriveAt: string, arriveZone: string): number {
  const dep = localParts(departAt, departZone);
  const arr = localParts(arriveAt, arriveZone);
  if (!dep || !arr) return 0;
  return ymdDay(arr.ymd) - ymdDay(dep.ymd);
}

/** `+1`, `-1`, or empty for a same-day arrival. */
export const dayOffsetText = (days: number): string => (days === 0 ? '' : days > 0 ? `+${days}` : String(days));

/** A flight's duration as hours and minutes (`{ h: 2, m: 5 }`) for the translated `2h 05m`. */
export const durationParts = (minutes: number) => {
  const total = Math.max(0, Math.round(minutes));
  return { h: Math.floor(total / 60), m: String(total % 60).padStart(2, '0') };
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (`2026-11-28`) in the UI language: `Sat, Nov 28` / `28 พ.ย.`. The date is a local date
 * of the airport already, so it is formatted as a UTC day (never shifted by the device's zone).
 */
export function formatYmd(ymd: string, locale: string, style: 'short' | 'weekday' | 'day' | 'long' = 'short'): string {
  const key = `${locale}|${style}`;
  let f = dateFormats.get(key);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions =
      style === 'weekday'
        ? { weekday: 'short' }
        : style === 'day'
          ? { month: 'numeric', day: 'numeric' }
          : style === 'long'
            ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }
            : { weekday: 'short', month: 'short', day: 'numeric' };
    f = new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC', calendar: 'gregory', numberingSystem: 'latn' });
    dateFormats.set(key, f);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return '';
  return f.format(new Date(ymdDay(ymd) * 86_400_000));
}

/** The local date of an instant at its airport, formatted (`Sat, Nov 28`). */
export const localDateText = (iso: string, timeZone: string, locale: string) =>
  formatYmd(localParts(iso, timeZone)?.ymd ?? '', locale);
