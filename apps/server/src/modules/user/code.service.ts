import { randomInt, timingSafeEqual } from 'node:crypto';
import { type AccountKind, CodePurpose, type Locale } from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { fail } from '../../lib/app-error';
import { takeQuota } from '../../lib/attempts';
import { randomToken, sha256 } from '../../lib/crypto';
import { codeRepository as codes } from './code.repository';
import type { UserDeps } from './user.deps';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, limits } from './user.limits';
import { userRepository as users } from './user.repository';
import { accountKindOf } from './user.service';

/** The stored form of a code: salted with its token's hash, so equal codes never share a hash. */
const codeHashOf = (tokenHash: string, code: string) => sha256(`${tokenHash}:${code}`);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Verification codes: six random digits for one account and one purpose, valid ten minutes, used once,
 * burnt after five wrong guesses. The code travels to the person; the `codeToken` answered to the caller
 * names which code is meant, and is bound to the same account and purpose.
 */
export function createCodeService(deps: Pick<UserDeps, 'db' | 'limiter' | 'log' | 'delivery'>) {
  const { db, limiter, log, delivery } = deps;

  return {
    async send(input: {
      account: string;
      kind: AccountKind;
      purpose: CodePurpose;
      ip: string;
      locale: Locale;
      userId: number | null;
    }) {
      const { account, purpose } = input;
      if (accountKindOf(account) !== input.kind) fail('ParameterError', { fields: 'type' });
      // The IP quota comes first: it also bounds probing which accounts exist through this call.
      await takeQuota(limiter, limits.sendCodeIp(input.ip));

      const owner = await users.byAccount(db, account);
      let deliver = true;
      if (purpose === CodePurpose.Register && owner) fail('AccountExists');
      if (purpose === CodePurpose.Rebind) {
        if (input.userId === null) fail('LoginExpired');
        if (owner) fail('AccountExists');
      }
      // A reset or login code for an unknown account answers like any other, but nothing is sent and the code
      // can never match.
      if ((purpose === CodePurpose.Reset || purpose === CodePurpose.Login) && !owner) deliver = false;
      await takeQuota(limiter, limits.sendCodeAccount(account));

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const token = randomToken(32);
      const tokenHash = sha256(token);
      // A login code does not replace the pending ones: someone else asking for one (they cannot read it) must
      // not void the code the owner is about to type. Each code is bound to its own token.
      await codes.retirePending(db, account, purpose, { keepPending: purpose === CodePurpose.Login });
      await codes.insert(db, {
        account,
        purpose,
        tokenHash,
        codeHash: deliver ? codeHashOf(tokenHash, code) : sha256(randomToken(16)),
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      });
      if (deliver) {
        try {
          await delivery.send({ account, kind: input.kind, code, purpose, locale: input.locale });
        } catch (err) {
          log.error({ err: (err as Error).message, kind: input.kind }, 'verification code delivery failed');
          fail('Unavailable');
        }
      }
      return { codeToken: token, expiresIn: CODE_TTL_SECONDS, resendIn: CODE_RESEND_SECONDS };
    },

    /**
     * Checks a code without using it up; answers its id for `consume`. Every failure is CodeIncorrect
     * (unknown token, other account or purpose, used, expired, burnt, or wrong), and a wrong guess counts.
     */
    async check(input: { account: string; purpose: CodePurpose; code: string; codeToken?: string }): Promise<number> {
      const row = input.codeToken
        ? await codes.byTokenHash(db, sha256(input.codeToken))
        : await codes.latestPending(db, input.account, input.purpose);
      if (
        !row ||
        row.account !== input.account ||
        row.purpose !== input.purpose ||
        row.usedAt ||
        row.expiresAt.getTime() <= Date.now() ||
        row.attempts >= CODE_MAX_ATTEMPTS
      ) {
        return fail('CodeIncorrect');
      }
      // The guess is reserved in one UPDATE before comparing, so concurrent guesses never exceed the budget;
      // outside any business transaction, so a refused call still counts it.
      if (!(await codes.reserveAttempt(db, row.id, CODE_MAX_ATTEMPTS))) return fail('CodeIncorrect');
      if (!sameHash(row.codeHash, codeHashOf(row.tokenHash, input.code))) return fail('CodeIncorrect');
      await codes.releaseAttempt(db, row.id);
      return row.id;
    },

    /** Uses a checked code inside the business transaction; a concurrent second use is refused. */
    async consume(tx: Executor, id: number) {
      if (!(await codes.markUsed(tx, id, CODE_MAX_ATTEMPTS))) fail('CodeIncorrect');
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
