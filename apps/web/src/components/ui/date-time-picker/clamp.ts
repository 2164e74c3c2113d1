/**
 * Value rules of the date/time picker (spec sections 3 and 5), kept pure for tests:
 * - date values are `YYYY`, `YYYY-MM` or `YYYY-MM-DD` as `fields` says; time values are `HH:mm`;
 * - values are clamped between `start` and `end`; without them the year range is now +-150;
 * - an invalid day rolls back to the last day of its month (2023-02-30 -> 2023-02-28);
 * - selector values are indexes into `range`, multiSelector values one index per column.
 */
export type DateFields = 'year' | 'month' | 'day';
export type DateParts = { year: number; month: number; day: number };

export const YEAR_SPAN = 150;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function yearBounds(now: Date = new Date()): { start: DateParts; end: DateParts } {
  const y = now.getFullYear();
  return { start: { year: y - YEAR_SPAN, month: 1, day: 1 }, end: { year: y + YEAR_SPAN, month: 12, day: 31 } };
}

/** Parse loosely (`2024-2-5`, `2024/02/05`); missing parts default to the first month/day. */
export function parseDate(value: string | undefined | null): DateParts | null {
  if (!value) return null;
  const m = /^\s*(\d{1,4})(?:[-/.](\d{1,2}))?(?:[-/.](\d{1,2}))?/.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Math.min(Math.max(Number(m[2] ?? 1), 1), 12);
  const rawDay = Math.max(Number(m[3] ?? 1), 1);
  return { year, month, day: Math.min(rawDay, daysInMonth(year, month)) };
}

const key = (d: DateParts) => d.year * 10_000 + d.month * 100 + d.day;

export function formatDate(d: DateParts, fields: DateFields = 'day'): string {
  if (fields === 'year') return pad(d.year, 4);
  if (fields === 'month') return `${pad(d.year, 4)}-${pad(d.month)}`;
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** The date bounds in effect: the given start/end, or now +-150 years. */
export function dateBounds(start?: string, end?: string, now: Date = new Date()): { min: DateParts; max: DateParts } {
  const fallback = yearBounds(now);
  let min = parseDate(start) ?? fallback.start;
  let max = parseDate(end) ?? fallback.end;
  if (key(min) > key(max)) [min, max] = [max, min];
  return { min, max };
}

export function clampDate(
  value: string | undefined | null,
  opts: { start?: string; end?: string; fields?: DateFields; now?: Date } = {},
): string {
  const now = opts.now ?? new Date();
  const { min, max } = dateBounds(opts.start, opts.end, now);
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  let d = parseDate(value) ?? today;
  if (key(d) < key(min)) d = min;
  if (key(d) > key(max)) d = max;
  return formatDate(d, opts.fields ?? 'day');
}

export type TimeParts = { hour: number; minute: number };

export function parseTime(value: string | undefined | null): TimeParts | null {
  const m = value ? /^\s*(\d{1,2}):(\d{1,2})/.exec(value) : null;
  if (!m) return null;
  return { hour: Math.min(Number(m[1]), 23), minute: Math.min(Number(m[2]), 59) };
}

export const formatTime = (t: TimeParts) => `${pad(t.hour)}:${pad(t.minute)}`;

export function clampTime(value: string | undefined | null, start?: string, end?: string): string {
  let min = parseTime(start) ?? { hour: 0, minute: 0 };
  let max = parseTime(end) ?? { hour: 23, minute: 59 };
  const k = (t: TimeParts) => t.hour * 60 + t.minute;
  if (k(min) > k(max)) [min, max] = [max, min];
  let t = parseTime(value) ?? min;
  if (k(t) < k(min)) t = min;
  if (k(t) > k(max)) t = max;
  return formatTime(t);
}

export function clampIndex(value: unknown, length: number): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n) || length <= 0) return 0;
  return Math.min(Math.max(n, 0), length - 1);
}

export function clampIndexes(value: unknown, columns: readonly (readonly unknown[])[]): number[] {
  const arr = Array.isArray(value) ? value : [];
  return columns.map((col, i) => clampIndex(arr[i], col.length));
}
