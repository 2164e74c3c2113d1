import type { Locale } from '@wayfare/contracts';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { fail } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import type { EventBus } from '../../lib/events';
import { rowId } from '../../lib/ids';
import { pick } from '../../lib/locale';
import { walletsOf } from '../ledger/ledger.service';
import type { RequestMeta, UserDeps } from './user.deps';
import { toCountry, toUserInfo } from './user.mapper';
import { userRepository as repo } from './user.repository';

export type RevokeReason =
  | 'logout'
  | 'remote_login'
  | 'frozen'
  | 'deleted'
  | 'password_changed'
  | 'password_reset'
  | 'ended_by_operator';

/** Ends the user's live sessions (all, or all but `keepId`) and returns their ids; publish after commit. */
export async function endSessions(db: Executor, userId: number, reason: RevokeReason, keepId?: number) {
  const rows = await repo.revokeSessions(db, userId, reason, keepId);
  return rows.map((r) => r.id);
}

/** The live session behind a token (unknown, expired, revoked, frozen or deleted user: null). */
export const liveSession = (db: Executor, token: string) => repo.liveSession(db, sha256(token), new Date());

/** Why the session behind a token ended (`remote_login`, `frozen`...), or null. */
export const sessionEndReason = (db: Executor, token: string) => repo.sessionRevokedReason(db, sha256(token));

/** Tells the realtime layer which sessions ended, so their sockets get `remoteLogin` and close. */
export function publishRevoked(events: EventBus, userId: number, sessionIds: number[], reason: RevokeReason) {
  if (sessionIds.length) events.emit('session.revoked', { userId, sessionIds, reason });
}

/**
 * Freezes or unfreezes a user (back office): the flag, the end of every session (on freezing) and the
 * operator's audit record are one transaction, and the sockets are told once it committed. A frozen
 * user's token is refused at once (the session query checks the flag) and their login answers
 * AccountFrozen. Deleted or unknown users are NotFound.
 */
export async function setUserFrozen(
  db: Db,
  events: EventBus,
  input: { uid: string; frozen: boolean },
  audit?: (tx: Executor, userId: number, before: { frozen: boolean }) => Promise<void>,
) {
  const userId = rowId(input.uid);
  const { muted, sessionIds } = await inTransaction(db, async (tx) => {
    const user = (await repo.byId(tx, userId)) ?? fail('NotFound');
    await repo.setFrozen(tx, userId, input.frozen);
    const ended = input.frozen ? await endSessions(tx, userId, 'frozen') : [];
    await audit?.(tx, userId, { frozen: user.frozen });
    return { muted: user.muted, sessionIds: ended };
  });
  publishRevoked(events, userId, sessionIds, 'frozen');
  return { userId, frozen: input.frozen, muted, sessionIds };
}

/**
 * Back office: clears a user's withdrawal password, so nothing is withdrawn until they set a new one (with
 * their login password or a code, as for a first one). The change and the operator's audit record are one
 * transaction, the user's row locked. Deleted or unknown users are NotFound.
 */
export async function resetWithdrawPassword(
  db: Db,
  uid: string,
  audit: (tx: Executor, userId: number, before: { hasWithdrawPassword: boolean }) => Promise<void>,
) {
  const userId = rowId(uid);
  return inTransaction(db, async (tx) => {
    await repo.lockUser(tx, userId);
    const user = (await repo.byId(tx, userId)) ?? fail('NotFound');
    await repo.updateProfile(tx, userId, { withdrawPasswordHash: null });
    await audit(tx, userId, { hasWithdrawPassword: Boolean(user.withdrawPasswordHash) });
    return { userId, frozen: user.frozen, muted: user.muted };
  });
}

/**
 * Back office: ends every live session of a user (their sockets are told once it committed and close);
 * the account stays open and they can sign in again. Audited in the same transaction.
 */
export async function endAllSessions(
  db: Db,
  events: EventBus,
  uid: string,
  audit: (tx: Executor, userId: number, ended: number[]) => Promise<void>,
) {
  const userId = rowId(uid);
  const { user, sessionIds } = await inTransaction(db, async (tx) => {
    await repo.lockUser(tx, userId);
    const found = (await repo.byId(tx, userId)) ?? fail('NotFound');
    const ended = await endSessions(tx, userId, 'ended_by_operator');
    await audit(tx, userId, ended);
    return { user: found, sessionIds: ended };
  });
  publishRevoked(events, userId, sessionIds, 'ended_by_operator');
  return { userId, frozen: user.frozen, muted: user.muted, sessionIds };
}

export function createUserService(deps: Pick<UserDeps, 'db' | 'config' | 'events'>) {
  const { db, config, events } = deps;

  async function userInfo(userId: number, token: string, locale: Locale) {
    const user = (await repo.byId(db, userId)) ?? fail('LoginExpired');
    const [countryRow, addressRows, balances, symbols, outs] = await Promise.all([
      user.countryCode ? repo.country(db, user.countryCode) : Promise.resolve(null),
      repo.addresses(db, userId),
      walletsOf(db, userId),
      repo.currencySymbols(db),
      repo.outAccounts(db, userId),
    ]);
    const country = countryRow ? toCountry(countryRow, pick(countryRow.name, locale)) : null;
    return toUserInfo({ token, user, country, addresses: addressRows, balances, symbols, outAccounts: outs });
  }

  /**
   * Starts a new session (a random 256-bit token; only its SHA-256 is stored) and ends every other one of
   * the user: one device at a time. The user's row is locked first, so concurrent logins run one after
   * another and each ends the session the previous one made: exactly one survives.
   */
  async function startSession(userId: number, meta: Partial<RequestMeta>) {
    const token = randomToken(32);
    const revoked = await db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      const { id } = await repo.createSession(tx, {
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + config.SESSION_DAYS * 86_400_000),
        userAgent: meta.userAgent?.slice(0, 255),
        ip: meta.ip,
        deviceId: meta.deviceId,
      });
      return endSessions(tx, userId, 'remote_login', id);
    });
    publishRevoked(events, userId, revoked, 'remote_login');
    return token;
  }

  return {
    userInfo,
    startSession,

    async logout(userId: number, sessionId: number) {
      await repo.revokeSession(db, sessionId, 'logout');
      publishRevoked(events, userId, [sessionId], 'logout');
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

/** E-mail addresses compare lower-cased; phone numbers keep only digits and a leading '+'. */
export function normalizeAccount(account: string): string {
  const a = account.trim();
  if (a.includes('@')) return a.toLowerCase();
  return (a.startsWith('+') ? '+' : '') + a.replace(/\D/g, '');
}

export const accountKindOf = (account: string) => (account.includes('@') ? 'email' : 'phone');
