/** The word a review score earns (out of 5, as every rating of the app): Booking.com-style bands. */
export type ScoreBand = 'exceptional' | 'excellent' | 'very_good' | 'good' | 'fair';

export function scoreBand(score: number): ScoreBand {
  if (score >= 4.7) return 'exceptional';
  if (score >= 4.4) return 'excellent';
  if (score >= 4) return 'very_good';
  if (score >= 3.5) return 'good';
  return 'fair';
}
