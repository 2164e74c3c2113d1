/** Spec section 9: distance in m under 1 km, else km with one decimal. */
export function formatDistance(
  meters: number | null | undefined,
  locale = 'en-US',
): { value: string; unit: 'm' | 'km' } | null {
  if (meters === null || meters === undefined || !Number.isFinite(meters) || meters < 0) return null;
  if (meters < 1000) return { value: new Intl.NumberFormat(locale).format(Math.round(meters)), unit: 'm' };
  return {
    value: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(meters / 1000),
    unit: 'km',
  };
}

export function formatCount(n: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    notation: n >= 10_000 ? 'compact' : 'standard',
    maximumFractionDigits: 1,
  }).format(n);
}
