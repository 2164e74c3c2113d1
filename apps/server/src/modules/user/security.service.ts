import {
  CodePurpose,
  type delUser,
  type ParsedRequestOf,
  type setAccount,
  type setWithdrawalPassword,
} from '@wayfare/contracts';
import type { users } from '../../db/schema';
import { fail } from '../../lib/app-error';
import { checkWithinBudget, clearFailures } from '../../lib/attempts';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { AuthUser } from '../../plugins/auth';
import { walletsOf } from '../ledger/ledger.service';
import type { UploadService } from '../upload/upload.service';
import type { CodeService } from './code.service';
import type { UserDeps } from './user.deps';
import { ACCOUNT_REBIND_DAYS, FRESH_SESSION_SECONDS, limits } from './user.limits';
import { userRepository as repo } from './user.repository';
import { endSessions, normalizeAccount, publishRevoked } from './user.service';
import { verifyWithdrawPassword, withdrawPasswordRule } from './withdraw-password';

type UserRow = typeof users.$inferSelect;

/** Password, withdrawal password, account rebinding and deletion: every change re-proves who is asking. */
export function createSecurityService(deps: UserDeps, codes: CodeService, uploads: UploadService) {
  const { db, limiter, events, log } = deps;

  const current = async (userId: number) => (await repo.byId(db, userId)) ?? fail('LoginExpired');

  /** The login password typed to confirm a change; tries are limited per user, reserved before the hash check. */
  async function confirmPassword(user: UserRow, password: string) {
    await checkWithinBudget(
      limiter,
      [limits.confirmPassword(user.id)],
      () => verifyPassword(user.passwordHash, password),
      () => fail('OriginalPasswordIncorrect'),
    );
  }

  /**
   * A user who signed up through Telegram or LINE has neither a password nor an account to send a code to;
   * they confirm by having logged in through the provider within the last few minutes.
   */
  async function confirmFreshLogin(auth: AuthUser) {
    const createdAt = await repo.sessionCreatedAt(db, auth.sessionId);
    if (!createdAt || Date.now() - createdAt.getTime() > FRESH_SESSION_SECONDS * 1000) fail('LoginTimeout');
  }

  /** A reset-purpose code sent to the user's own account; answers the code id to consume. */
  async function checkOwnCode(user: UserRow, code: string, codeToken: string | undefined) {
    if (!user.account) return fail('CodeIncorrect');
    return codes.check({ account: user.account, purpose: CodePurpose.Reset, code, codeToken });
  }

  return {
    /** Forgotten password: a reset code for the account; every session ends and login failures are forgiven. */
    async codeSetPaw(input: { account: string; logonPassword: string; code: string; codeToken: string }) {
      const account = normalizeAccount(input.account);
      const codeId = await codes.check({
        account,
        purpose: CodePurpose.Reset,
        code: input.code,
        codeToken: input.codeToken,
      });
      const user = (await repo.byAccount(db, account)) ?? fail('CodeIncorrect');
      const passwordHash = await hashPassword(input.logonPassword);
      const revoked = await db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        await repo.updateProfile(tx, user.id, { passwordHash });
        return endSessions(tx, user.id, 'password_reset');
      });
      publishRevoked(events, user.id, revoked, 'password_reset');
      await clearFailures(limiter, [limits.loginAccount(account)]);
    },

    /** Changes the login password; the other sessions end, this one stays. */
    async setLogonPassword(auth: AuthUser, oldPaw: string, newPaw: string) {
      const user = await current(auth.id);
      await confirmPassword(user, oldPaw);
      const passwordHash = await hashPassword(newPaw);
      const revoked = await db.transaction(async (tx) => {
        await repo.updateProfile(tx, user.id, { passwordHash });
        return endSessions(tx, user.id, 'password_changed', auth.sessionId);
      });
      publishRevoked(events, user.id, revoked, 'password_changed');
    },

    /**
     * No default withdrawal password: the first is set with the login password (or a code, or a fresh
     * third-party login); later changes need the old one (limited, see withdraw-password.ts) or a code.
     */
    async setWithdrawalPassword(auth: AuthUser, body: ParsedRequestOf<typeof setWithdrawalPassword>) {
      const user = await current(auth.id);
      let codeId: number | null = null;
      if (body.code !== undefined) {
        codeId = await checkOwnCode(user, body.code, body.codeToken);
      } else if (user.withdrawPasswordHash) {
        await verifyWithdrawPassword({ db, limiter }, user.id, body.oldPaw ?? '');
      } else if (user.passwordHash) {
        await confirmPassword(user, body.oldPaw ?? '');
      } else {
        await confirmFreshLogin(auth);
      }
      // The proof holds; asked only to check it, nothing changes (the code stays unused).
      if (body.checkOnly || body.newPaw === undefined)
        return { hasWithdrawPassword: user.withdrawPasswordHash !== null };
      const withdrawPasswordHash = await hashPassword(body.newPaw);
      await db.transaction(async (tx) => {
        if (codeId !== null) await codes.consume(tx, codeId);
        await repo.updateProfile(tx, user.id, { withdrawPasswordHash });
      });
      // A new password proven by a code also lifts a cool-down earned with the old one.
      await clearFailures(limiter, [withdrawPasswordRule(user.id)]);
      return { hasWithdrawPassword: true as const };
    },

    /** Rebinds the login account to a new one proven by a rebind code; once within 7 days. */
    async setAccount(auth: AuthUser, body: ParsedRequestOf<typeof setAccount>) {
      const user = await current(auth.id);
      const rebindMs = ACCOUNT_REBIND_DAYS * 86_400_000;
      if (user.accountChangedAt && user.accountChangedAt.getTime() + rebindMs > Date.now()) {
        fail('RebindCooldown', { date: new Date(user.accountChangedAt.getTime() + rebindMs).toISOString() });
      }
      if (!user.account || normalizeAccount(body.oldAccount) !== user.account) {
        fail('ParameterError', { fields: 'oldAccount' });
      }
      const newAccount = normalizeAccount(body.newAccount);
      if (newAccount === user.account || (await repo.byAccount(db, newAccount))) fail('AccountExists');
      await confirmPassword(user, body.logonPassword);
      const codeId = await codes.check({
        account: newAccount,
        purpose: CodePurpose.Rebind,
        code: body.code,
        codeToken: body.codeToken,
      });
      const changedAt = new Date();
      try {
        await db.transaction(async (tx) => {
          await codes.consume(tx, codeId);
          await repo.updateProfile(tx, user.id, { account: newAccount, accountChangedAt: changedAt });
        });
      } catch (err) {
        if (isUniqueViolation(err, 'users_account_uq')) fail('AccountExists');
        throw err;
      }
      return { account: newAccount, nextChangeAt: new Date(changedAt.getTime() + rebindMs).toISOString() };
    },

    /**
     * Deletes (anonymises) the account after confirmation: the login password, else a code to the account,
     * else a fresh third-party login. Refused while money is left in the wallet. Every session ends and every
     * file the account uploaded is deleted.
     */
    async delUser(auth: AuthUser, body: ParsedRequestOf<typeof delUser>) {
      const user = await current(auth.id);
      let codeId: number | null = null;
      if (user.passwordHash) {
        if (body.logonPassword === undefined) fail('ParameterError', { fields: 'logonPassword' });
        await confirmPassword(user, body.logonPassword!);
      } else if (user.account) {
        if (body.code === undefined) fail('ParameterError', { fields: 'code' });
        codeId = await checkOwnCode(user, body.code!, body.codeToken);
      } else {
        await confirmFreshLogin(auth);
      }
      // Money in any currency must be withdrawn (or spent) first: deleting never forfeits a balance.
      const wallets = await walletsOf(db, user.id);
      if (wallets.some((w) => w.balance > 0 || w.held > 0)) fail('InvalidState', { reason: 'balance' });
      const revoked = await db.transaction(async (tx) => {
        if (codeId !== null) await codes.consume(tx, codeId);
        await repo.anonymise(tx, user.id);
        return endSessions(tx, user.id, 'deleted');
      });
      publishRevoked(events, user.id, revoked, 'deleted');
      // Their files (avatar, photos, chat attachments) go with the account. Once it is marked deleted no chat
      // file of theirs is served; if removing them fails here, the background purge finishes the job.
      await uploads
        .purgeOfDeleted(user.id)
        .catch((err) => log.error({ err, userId: user.id }, 'removing uploads failed; the purge job retries'));
    },
  };
}
