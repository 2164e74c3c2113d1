import type { FailureRule, QuotaRule } from '../../lib/attempts';

const MINUTE = 60;
const DAY = 86_400;

/** Every account-security limit in one place (spec section 5 and ASVS level 2 throttling). */
export const CODE_TTL_SECONDS = 10 * MINUTE;
/** Wrong guesses that burn a code. */
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = MINUTE;
/** Rebinding the login account is allowed once within this many days. */
export const ACCOUNT_REBIND_DAYS = 7;
/** A third-party-only user (no password, no account to send a code to) re-proves identity by a login this recent. */
export const FRESH_SESSION_SECONDS = 10 * MINUTE;
export const OAUTH_STATE_TTL_SECONDS = 10 * MINUTE;

export const limits = {
  /**
   * Password checks per account (unknown ones too, so a lock reveals nothing): 5 wrong ones, then none until
   * 15 minutes pass without a wrong one. The owner still gets in with a login code (`/user/CodeLogin`).
   */
  loginAccount: (account: string): FailureRule => ({ key: `login:a:${account}`, max: 5, windowSeconds: 15 * MINUTE }),
  /**
   * Wrong logins per IP address, whatever the account: 20, then the address waits out the minute. A slow-down
   * for one address rather than a lock: many people may share it, and its right passwords get in again soon.
   */
  loginIp: (ip: string): FailureRule => ({ key: `login:ip:${ip}`, max: 20, windowSeconds: MINUTE }),
  /** Login codes checked per account: 5 wrong ones per 15 minutes, whichever code they were for. */
  codeLogin: (account: string): FailureRule => ({ key: `login:c:${account}`, max: 5, windowSeconds: 15 * MINUTE }),
  /** Wrong login passwords typed to confirm a sensitive change while logged in. */
  confirmPassword: (userId: number): FailureRule => ({ key: `pwc:${userId}`, max: 5, windowSeconds: 15 * MINUTE }),
  /** Code requests per IP address: thirty an hour (also bounds probing which accounts exist). */
  sendCodeIp: (ip: string): QuotaRule[] => [{ key: `code:ip:${ip}`, max: 30, windowSeconds: 60 * MINUTE }],
  /** Codes per account: one a minute, ten a day. */
  sendCodeAccount: (account: string): QuotaRule[] => [
    { key: `code:m:${account}`, max: 1, windowSeconds: CODE_RESEND_SECONDS },
    { key: `code:d:${account}`, max: 10, windowSeconds: DAY },
  ],
};
