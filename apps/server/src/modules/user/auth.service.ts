import { randomInt } from 'node:crypto';
import { CodePurpose, type Locale } from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { fail } from '../../lib/app-error';
import { checkWithinBudget } from '../../lib/attempts';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { CodeService } from './code.service';
import type { RequestMeta, UserDeps } from './user.deps';
import { limits } from './user.limits';
import { userRepository as repo } from './user.repository';
import { normalizeAccount, type UserService } from './user.service';

/** Wallets are kept in the settlement currency; the country only changes how amounts are shown. */
/** No 0/O or 1/I, so a code read aloud or off a screen is typed right. */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

async function newInviteCode(db: Executor): Promise<string> {
  for (let i = 0; i < 8; i++) {
    const code = Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
    if (!(await repo.inviteCodeTaken(db, code))) return code;
  }
  throw new Error('could not find a free invite code');
}

/**
 * Checks the optional country and invite code of a sign-up; answers the inviter's id. An empty code is no
 * invite; an unknown one is "invalid invite code", and so is the inviter's own code used from a device the
 * inviter has signed in on (a self-referral: the inviter would earn from their own second account).
 */
export async function checkSignUp(
  db: Executor,
  input: { countryCode?: string; inviteCode?: string },
  deviceId?: string,
) {
  if (input.countryCode && !(await repo.enabledCountry(db, input.countryCode))) fail('InvalidCountry');
  const code = input.inviteCode?.trim();
  if (!code) return { inviterId: null };
  const inviter = (await repo.byInviteCode(db, code)) ?? fail('InvalidInviteCode');
  if (deviceId && (await repo.usedDevice(db, inviter.id, deviceId))) fail('InvalidInviteCode');
  return { inviterId: inviter.id };
}

/**
 * Creates a user with its own invite code, its place under the inviter and its wallet account, all in the
 * caller's transaction. A taken account answers AccountExists.
 */
export async function createUser(
  tx: Executor,
  input: {
    account: string | null;
    passwordHash: string | null;
    name: string;
    countryCode: string | null;
    inviterId: number | null;
  },
) {
  const inviteCode = await newInviteCode(tx);
  let user: Awaited<ReturnType<typeof repo.insertUser>>;
  try {
    user = await repo.insertUser(tx, { ...input, inviteCode });
  } catch (err) {
    if (isUniqueViolation(err, 'users_account_uq')) fail('AccountExists');
    throw err;
  }
  if (input.inviterId) await repo.linkInviter(tx, user.id, input.inviterId);
  return user;
}

/**
 * A starting display name that tells nothing of the account (other users see it in chat): "User" and six
 * random digits. The user can change it in the profile.
 */
export const defaultName = () => `User ${randomInt(100_000, 1_000_000)}`;

export function createAuthService(deps: UserDeps, users: UserService, codes: CodeService) {
  const { db, limiter } = deps;

  return {
    /**
     * Same answer for an unknown account and a wrong password (and the same argon2 work for both). Each
     * check is reserved before the hash under the account's and the IP's budgets (see user.limits); a right
     * password gives its try back. A frozen account is told only after a right password.
     */
    async login(accountInput: string, password: string, locale: Locale, meta: RequestMeta) {
      const account = normalizeAccount(accountInput);
      const user = await repo.byAccount(db, account);
      await checkWithinBudget(
        limiter,
        [limits.loginIp(meta.ip), limits.loginAccount(account)],
        () => verifyPassword(user?.passwordHash, password),
        () => fail('AccountOrPasswordIncorrect'),
      );
      if (!user) return fail('AccountOrPasswordIncorrect');
      if (user.frozen) fail('AccountFrozen');
      const token = await users.startSession(user.id, meta);
      return users.userInfo(user.id, token, locale);
    },

    /**
     * Signs in with a login code sent to the account: the owner's way in while someone else's wrong
     * passwords hold the password checks. It leaves that hold alone (the guesser's rate stays capped).
     */
    async codeLogin(input: { account: string; code: string; codeToken: string }, locale: Locale, meta: RequestMeta) {
      const account = normalizeAccount(input.account);
      const codeId = await codes.check({
        account,
        purpose: CodePurpose.Login,
        code: input.code,
        codeToken: input.codeToken,
      });
      const user = (await repo.byAccount(db, account)) ?? fail('CodeIncorrect');
      if (user.frozen) fail('AccountFrozen');
      await codes.consume(db, codeId);
      const token = await users.startSession(user.id, meta);
      return users.userInfo(user.id, token, locale);
    },

    async register(
      input: {
        account: string;
        logonPassword: string;
        inviteCode?: string;
        code: string;
        countryCode?: string;
        codeToken: string;
      },
      locale: Locale,
      meta: RequestMeta,
    ) {
      const account = normalizeAccount(input.account);
      const { inviterId } = await checkSignUp(db, input, meta.deviceId);
      if (await repo.byAccount(db, account)) fail('AccountExists');
      const codeId = await codes.check({
        account,
        purpose: CodePurpose.Register,
        code: input.code,
        codeToken: input.codeToken,
      });
      const passwordHash = await hashPassword(input.logonPassword);
      const user = await db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        return createUser(tx, {
          account,
          passwordHash,
          name: defaultName(),
          countryCode: input.countryCode ?? null,
          inviterId,
        });
      });
      const token = await users.startSession(user.id, meta);
      return users.userInfo(user.id, token, locale);
    },
  };
}
