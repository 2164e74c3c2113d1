import { type Locale, OutAccountType, type TelegramAuthData } from '@wayfare/contracts';
import { LineLoginError } from '../../integrations/line';
import { verifyTelegramLogin } from '../../integrations/telegram';
import { fail } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/pg-errors';
import { checkSignUp, createUser } from './auth.service';
import { outAccountRepository as outs } from './out-account.repository';
import type { RequestMeta, UserDeps } from './user.deps';
import { OAUTH_STATE_TTL_SECONDS } from './user.limits';
import type { UserService } from './user.service';

type Identity = { accountType: string; outAccountId: string; name: string };

type SignUpExtras = { countryCode?: string; inviteCode?: string };

export type OutAccountInput =
  | ({ accountType: 'telegram'; telegram: TelegramAuthData } & SignUpExtras)
  | ({ accountType: 'line'; line: { code: string; state: string } } & SignUpExtras);

/** Where LINE sends the browser back: the third-party login page of the web app. */
const LINE_RETURN_PATH = '/pages/thrid_login/thrid_login';

/**
 * Third-party login. The identity comes only from proof checked here (Telegram's HMAC, LINE's ID token
 * obtained with our secret and verifier); the names and ids the client sends beside it are ignored.
 */
export function createOutAccountService(deps: UserDeps, users: UserService) {
  const { db, config, log, line } = deps;

  async function telegramIdentity(data: TelegramAuthData): Promise<Identity> {
    const check = verifyTelegramLogin(data, config.TELEGRAM_BOT_TOKEN);
    if (!check.ok) {
      log.warn({ reason: check.reason }, 'telegram login refused');
      return fail(check.reason === 'stale' ? 'LoginTimeout' : 'ThirdPartyLoginFailed');
    }
    return { accountType: OutAccountType.Telegram, outAccountId: check.identity.id, name: check.identity.name };
  }

  async function lineIdentity(input: { code: string; state: string }): Promise<Identity> {
    if (!line) return fail('ThirdPartyLoginFailed');
    const stateHash = sha256(input.state);
    const state = await outs.consumeState(db, stateHash, OutAccountType.Line);
    if (!state) {
      // A known but expired state means the user took too long; anything else is a forged or replayed one.
      const known = await outs.findState(db, stateHash);
      const expired = known && !known.usedAt && known.expiresAt.getTime() <= Date.now();
      return fail(expired ? 'LoginTimeout' : 'ThirdPartyLoginFailed');
    }
    try {
      const idToken = await line.exchangeCode({
        code: input.code,
        redirectUri: state.redirectUri,
        codeVerifier: state.codeVerifier,
      });
      const claims = await line.verifyIdToken({ idToken, nonce: state.nonce });
      return { accountType: OutAccountType.Line, outAccountId: claims.sub, name: claims.name };
    } catch (err) {
      if (!(err instanceof LineLoginError)) throw err;
      log.warn({ reason: err.message }, 'line login refused');
      return fail('ThirdPartyLoginFailed');
    }
  }

  /** The user behind the identity, created on first login (with its wallet; country chosen later if absent). */
  async function findOrCreate(identity: Identity, extras: SignUpExtras, deviceId?: string) {
    const existing = await outs.userOf(db, identity.accountType, identity.outAccountId);
    if (existing) return { userId: existing.id, frozen: existing.frozen, isNew: false };
    const { inviterId } = await checkSignUp(db, extras, deviceId);
    try {
      const user = await db.transaction(async (tx) => {
        const created = await createUser(tx, {
          account: null,
          passwordHash: null,
          name: identity.name.slice(0, 64),
          countryCode: extras.countryCode ?? null,
          inviterId,
        });
        await outs.link(tx, {
          accountType: identity.accountType,
          outAccountId: identity.outAccountId,
          userId: created.id,
        });
        return created;
      });
      return { userId: user.id, frozen: false, isNew: true };
    } catch (err) {
      // Two first logins of the same identity at once: the loser uses the winner's user.
      if (!isUniqueViolation(err)) throw err;
      const winner = await outs.userOf(db, identity.accountType, identity.outAccountId);
      if (!winner) throw err;
      return { userId: winner.id, frozen: winner.frozen, isNew: false };
    }
  }

  return {
    /** Builds the LINE authorize URL; state, nonce and the PKCE verifier stay in the database. */
    async lineStart(locale: Locale | undefined, origin: string) {
      if (!line) return fail('ThirdPartyLoginFailed');
      const state = randomToken(24);
      const nonce = randomToken(24);
      const codeVerifier = randomToken(48);
      const redirectUri = `${(config.PUBLIC_URL ?? origin).replace(/\/+$/, '')}${LINE_RETURN_PATH}`;
      await outs.insertState(db, {
        stateHash: sha256(state),
        provider: OutAccountType.Line,
        nonce,
        codeVerifier,
        redirectUri,
        expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_SECONDS * 1000),
      });
      const url = line.authorizeUrl({ state, nonce, codeVerifier, redirectUri, locale });
      return { url, state, expiresIn: OAUTH_STATE_TTL_SECONDS };
    },

    async login(input: OutAccountInput, locale: Locale, meta: RequestMeta) {
      const identity =
        input.accountType === OutAccountType.Telegram
          ? await telegramIdentity(input.telegram)
          : await lineIdentity(input.line);
      const { userId, frozen, isNew } = await findOrCreate(identity, input, meta.deviceId);
      if (frozen) fail('AccountFrozen');
      const token = await users.startSession(userId, meta);
      return { ...(await users.userInfo(userId, token, locale)), isNew };
    },
  };
}
