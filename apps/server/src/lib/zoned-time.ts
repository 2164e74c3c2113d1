/** Local wall-clock time in an IANA zone <-> UTC, without a date library. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(timeZone: string, utcMs: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(utcMs))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out;
}

/** Milliseconds the zone is ahead of UTC at that instant (e.g. +7 h for Asia/Bangkok). */
export function zoneOffsetMs(timeZone: string, utcMs: number): number {
  const p = parts(timeZone, utcMs);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

export type LocalDate = { year: number; month: number; day: number };

/** The calendar date in `timeZone` at that instant (month 1-12). */
export function localDate(timeZone: string, utcMs: number): LocalDate {
  const p = parts(timeZone, utcMs);
  return { year: p.year ?? 1970, month: p.month ?? 1, day: p.day ?? 1 };
}

/** `2026-11-28` of a local date. */
export const ymdOf = (d: LocalDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The local date a `YYYY-MM-DD` names (the contract has checked its form). */
export function parseYmd(ymd: string): LocalDate {
  const [year, month, day] = ymd.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/**
 * The UTC range that holds `days` local days from `first` in every one of `zones` (airports of one place
 * may lie in several): from the earliest local midnight to the latest end.
 */
export function utcSpan(zones: readonly string[], first: LocalDate, days: number): { after: Date; before: Date } {
  const end = addDays(first, days);
  let after = Number.POSITIVE_INFINITY;
  let before = Number.NEGATIVE_INFINITY;
  for (const z of zones) {
    after = Math.min(after, zonedToUtc(z, first, 0).getTime());
    before = Math.max(before, zonedToUtc(z, end, 0).getTime());
  }
  return { after: new Date(after), before: new Date(before) };
}

/** `date` plus `days` (month and year roll over). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const dayOffsets = new Map<string, number | null>();

/**
 * The zone's offset for a whole local day, or null when it changes that day (a DST switch). Cached:
 * seeding asks for the same few zones and days thousands of times.
 */
function dayOffset(timeZone: string, date: LocalDate): number | null {
  const key = `${timeZone}:${date.year}-${date.month}-${date.day}`;
  let off = dayOffsets.get(key);
  if (off === undefined) {
    const midnight = Date.UTC(date.year, date.month - 1, date.day);
    const samples = [0, 12, 24].map((h) => zoneOffsetMs(timeZone, midnight + h * 3_600_000));
    off = samples.every((o) => o === samples[0]) ? (samples[0] ?? 0) : null;
    dayOffsets.set(key, off);
  }
  return off;
}

/** The UTC instant of `minutes` past local midnight of `date` in `timeZone` (DST-aware). */
export function zonedToUtc(timeZone: string, date: LocalDate, minutes: number): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const steady = dayOffset(timeZone, date);
  if (steady !== null) return new Date(wall - steady);
  const first = wall - zoneOffsetMs(timeZone, wall);
  return new Date(wall - zoneOffsetMs(timeZone, first));
}

/** Day of week (0 = Sunday) of a local date. */
export const weekday = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
