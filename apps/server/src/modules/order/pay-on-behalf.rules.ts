import { PayRequestStatus } from '@wayfare/contracts';

/** Pay-on-behalf policy in one place: what a request's state is now, and its link. */

/** Where a pay-on-behalf link opens (spec route `/pay_on_behalf`, query `pay_on_behalf`). */
export const payLink = (publicUrl: string | undefined, pid: string) =>
  `${publicUrl ?? ''}/pay_on_behalf?pay_on_behalf=${encodeURIComponent(pid)}`;

/** A pay id: 18 random bytes (144 bits), URL-safe, so links cannot be guessed or stepped through. */
export const PAY_ID_BYTES = 18;

/** Whole seconds left until `expiresAt` (0 once past). */
export const secondsLeft = (expiresAt: Date, now: Date) =>
  Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));

/**
 * A request's status as shown now: a waiting one past its window is expired (no job needs to have run);
 * the stored status otherwise.
 */
export const effectiveStatus = (r: { status: number; expiresAt: Date }, now: Date) =>
  r.status === PayRequestStatus.Waiting && r.expiresAt <= now ? PayRequestStatus.Expired : r.status;

/** The request as the owner's order page shows it. */
export const payRequestOf = (r: { publicId: string; status: number; expiresAt: Date }, now: Date) => ({
  pid: r.publicId,
  status: effectiveStatus(r, now),
  link: payLink(undefined, r.publicId),
  expiresAt: r.expiresAt.toISOString(),
  remainingSeconds: r.status === PayRequestStatus.Waiting ? secondsLeft(r.expiresAt, now) : 0,
});

/** Only the last characters of an account: `de***@wayfare.test`, `+66****5678`. */
export function maskAccount(account: string | null): string {
  if (!account) return '';
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  if (account.length <= 4) return '****';
  const head = account.startsWith('+') ? account.slice(0, 3) : '';
  return `${head}****${account.slice(-4)}`;
}

/** Lookups of users by id for pay-on-behalf, per caller: enough to find a few friends, too few to list users. */
export const payUserLookupRules = (userId: number) => [
  { key: `payuser:m:${userId}`, max: 10, windowSeconds: 60 },
  { key: `payuser:d:${userId}`, max: 100, windowSeconds: 86_400 },
];
