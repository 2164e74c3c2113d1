const DAY_MS = 24 * 60 * 60 * 1000;
/** Messages further apart than this get a time line between them. */
export const TIME_GAP_MS = 5 * 60 * 1000;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** How many calendar days before `now` the date lies (0 today, 1 yesterday...). */
export function daysAgo(date: Date, now = new Date()): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/**
 * The conversation list's time: the hour today, "yesterday" (`yesterday` is the translated word), the
 * weekday within a week, the date before that (with the year when it is not this year).
 */
export function formatListTime(iso: string, locale: string, yesterday: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysAgo(date, now);
  if (days <= 0) return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  if (days === 1) return yesterday;
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date);
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The time line inside a chat: the hour today, otherwise the date and hour. */
export function formatChatTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  if (daysAgo(date, now) <= 0) return new Intl.DateTimeFormat(locale, time).format(date);
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    ...time,
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** Whether a time line goes before a message sent at `iso` after one sent at `prevIso`. */
export function needsTimeLine(prevIso: string | undefined, iso: string): boolean {
  if (!prevIso) return true;
  return new Date(iso).getTime() - new Date(prevIso).getTime() > TIME_GAP_MS;
}
