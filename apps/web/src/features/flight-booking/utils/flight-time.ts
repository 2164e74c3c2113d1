const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(opts)}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...opts, timeZone, calendar: 'gregory', numberingSystem: 'latn' });
    } catch {
      // An unknown zone: read it in UTC rather than the device's zone, which would be silently wrong.
      f = new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC', calendar: 'gregory', numberingSystem: 'latn' });
    }
    formats.set(key, f);
  }
  return f;
}

const valid = (iso: string): Date | null => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The local clock time at the airport (`07:10`), 24-hour as boarding passes print it. */
export function airportClock(iso: string, timeZone: string, locale: string): string {
  const d = valid(iso);
  return d ? formatter(locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d) : '';
}

/** The local date at the airport (`Fri, 28 Nov`). */
export function airportDate(iso: string, timeZone: string, locale: string): string {
  const d = valid(iso);
  return d ? formatter(locale, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(d) : '';
}

/** `YYYY-MM-DD` of the instant at the airport (the search API's `time`). */
export function airportYmd(iso: string, timeZone: string): string {
  const d = valid(iso);
  if (!d) return '';
  const parts = formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Days between the local departure date and the local arrival date (`+1` on a red-eye). */
export function dayOffset(departAt: string, departZone: string, arriveAt: string, arriveZone: string): number {
  const a = Date.parse(`${airportYmd(departAt, departZone)}T00:00:00Z`);
  const b = Date.parse(`${airportYmd(arriveAt, arriveZone)}T00:00:00Z`);
  return Number.isFinite(a) && Number.isFinite(b) ? Math.round((b - a) / 86_400_000) : 0;
}

/** Minutes in the air from the two instants. */
export const durationMinutes = (departAt: string, arriveAt: string) =>
  Math.max(0, Math.round((Date.parse(arriveAt) - Date.parse(departAt)) / 60_000));

/** `YYYY-MM-DD` plus `days` (calendar arithmetic on the date alone). */
export function addDays(ymd: string, days: number): string {
  const t = Date.parse(`${ymd}T00:00:00Z`);
  return Number.isFinite(t) ? new Date(t + days * 86_400_000).toISOString().slice(0, 10) : ymd;
}
