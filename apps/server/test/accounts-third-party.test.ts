import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ErrorCode, type UserInfo } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, oauthStates, outAccounts, sessions } from '../src/db/schema';
import { sha256 } from '../src/lib/crypto';
import { type AccountsApp, startAccountsApp, startFormServer } from './accounts-fixtures';

const BOT_TOKEN = '123456:TEST-bot-token-for-wayfare';
const CHANNEL_ID = '1650000000';
const CHANNEL_SECRET = 'line-channel-secret-never-in-browser';

type LoginInfo = UserInfo & { isNew: boolean };

/** Signs widget data exactly as Telegram does. */
function signTelegram(
  data: Record<string, string | number>,
  botToken = BOT_TOKEN,
): Record<string, string | number> & { hash: string } {
  const check = Object.keys(data)
    .sort()
    .map((k) => `${k}=${data[k]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...data, hash: createHmac('sha256', secret).update(check).digest('hex') };
}

const now = () => Math.floor(Date.now() / 1000);

// ---- a fake LINE Login server: authorize (simulated), token and verify endpoints ----
type Grant = { claims: Record<string, unknown>; challenge: string; redirectUri: string };
const grants = new Map<string, Grant>();
const idTokens = new Map<string, Record<string, unknown>>();
const tokenRequests: URLSearchParams[] = [];
const verifyRequests: URLSearchParams[] = [];
let line: Awaited<ReturnType<typeof startFormServer>>;

function fakeLine(path: string, form: URLSearchParams) {
  if (path === '/oauth2/v2.1/token') {
    tokenRequests.push(form);
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? ''); // codes are single use, as LINE's are
    const verifier = form.get('code_verifier') ?? '';
    if (
      !grant ||
      form.get('grant_type') !== 'authorization_code' ||
      form.get('client_id') !== CHANNEL_ID ||
      form.get('client_secret') !== CHANNEL_SECRET ||
      form.get('redirect_uri') !== grant.redirectUri ||
      createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
    ) {
      return { status: 400, body: { error: 'invalid_grant' } };
    }
    const idToken = `idt.${randomBytes(12).toString('hex')}`;
    idTokens.set(idToken, grant.claims);
    return { status: 200, body: { access_token: 'at', token_type: 'Bearer', expires_in: 2592000, id_token: idToken } };
  }
  if (path === '/oauth2/v2.1/verify') {
    verifyRequests.push(form);
    // Deliberately lenient: answers the claims as issued, so the server's own aud/nonce/exp checks are tested.
    const claims = idTokens.get(form.get('id_token') ?? '');
    return claims ? { status: 200, body: claims } : { status: 400, body: { error: 'invalid_request' } };
  }
  return { status: 404, body: { error: 'not_found' } };
}

let t: AccountsApp;
beforeAll(async () => {
  line = await startFormServer(fakeLine);
  t = await startAccountsApp({
    env: {
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_NAME: 'wayfare_test_bot',
      LINE_CHANNEL_ID: CHANNEL_ID,
      LINE_CHANNEL_SECRET: CHANNEL_SECRET,
      LINE_API_BASE: line.base,
      LINE_AUTH_URL: 'https://access.line.example/oauth2/v2.1/authorize',
      PUBLIC_URL: 'https://wayfare.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  await line.close();
});

describe('Telegram Login Widget', () => {
  const widget = (id: number, extra: Record<string, string | number> = {}) =>
    signTelegram({ id, first_name: 'Somchai', last_name: 'Dee', username: 'somchai', auth_date: now(), ...extra });

  it('accepts valid data: the first login creates the user without a country, later ones find it', async () => {
    const id = 700_000_000 + Math.floor(Math.random() * 1e6);
    const first = await t.call<LoginInfo>('/user/OutAccountLogin', { accountType: 'telegram', telegram: widget(id) });
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({ isNew: true, name: 'Somchai Dee', account: null, currentCountry: null });
    expect(first.data.hasLoginPassword).toBe(false);
    const wallet = await t.app.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.ownerId, Number(first.data._id))));
    // Money accounts are made when money first moves, in that money's currency.
    expect(wallet).toHaveLength(0);

    const second = await t.call<LoginInfo>('/user/OutAccountLogin', { accountType: 'telegram', telegram: widget(id) });
    expect(second.status).toBe(0);
    expect(second.data).toMatchObject({ isNew: false, _id: first.data._id });
    // One device at a time here too.
    expect((await t.call('/user/GetUserInfo', {}, { token: first.data.token })).status).toBe(ErrorCode.LoginExpired);
  });

  it('refuses data with any one field changed', async () => {
    const data = widget(800_000_001);
    for (const [field, value] of [
      ['id', 800_000_002],
      ['first_name', 'Mallory'],
      ['username', 'admin'],
      ['auth_date', now() - 5],
      ['hash', `${data.hash.slice(0, -1)}${data.hash.endsWith('0') ? '1' : '0'}`],
    ] as const) {
      const res = await t.call('/user/OutAccountLogin', {
        accountType: 'telegram',
        telegram: { ...data, [field]: value },
      });
      expect(res.status, field).toBe(ErrorCode.ThirdPartyLoginFailed);
    }
    // Dropping a signed field breaks it too.
    const { last_name: _dropped, ...withoutLastName } = data;
    const dropped = await t.call('/user/OutAccountLogin', { accountType: 'telegram', telegram: withoutLastName });
    expect(dropped.status).toBe(ErrorCode.ThirdPartyLoginFailed);
  });

  it('refuses a stale auth_date and data signed for another bot', async () => {
    const stale = widget(800_000_003, { auth_date: now() - 86_400 - 60 });
    const res = await t.call('/user/OutAccountLogin', { accountType: 'telegram', telegram: stale });
    expect(res.status).toBe(ErrorCode.LoginTimeout);
    const otherBot = signTelegram({ id: 800_000_004, first_name: 'Eve', auth_date: now() }, '999:other-bot');
    const forged = await t.call('/user/OutAccountLogin', { accountType: 'telegram', telegram: otherBot });
    expect(forged.status).toBe(ErrorCode.ThirdPartyLoginFailed);
  });

  it('ignores the identity the client asserts beside the signed data', async () => {
    const victim = await t.call<LoginInfo>('/user/OutAccountLogin', {
      accountType: 'telegram',
      telegram: widget(800_000_005),
    });
    const attacker = await t.call<LoginInfo>('/user/OutAccountLogin', {
      accountType: 'telegram',
      outAccountId: '800000005',
      account: 'victim',
      name: 'Victim',
      telegram: widget(800_000_006, { first_name: 'Mallory' }),
    });
    expect(attacker.status).toBe(0);
    expect(attacker.data._id).not.toBe(victim.data._id);
    expect(attacker.data.name).toBe('Mallory Dee');
  });
});

describe('third-party-only users', () => {
  it('confirm sensitive changes with a fresh login, having no password or account', async () => {
    const id = 810_000_000 + Math.floor(Math.random() * 1e6);
    const tg = signTelegram({ id, first_name: 'Kanya', auth_date: now() });
    const res = await t.call<LoginInfo>('/user/OutAccountLogin', {
      accountType: 'telegram',
      telegram: tg,
      countryCode: 'TH',
    });
    expect(res.data).toMatchObject({ isNew: true, countryCode: 'TH' });
    const token = res.data.token;
    const set = await t.call('/user/SetWithdrawalPassword', { oldPaw: 'unused', newPaw: '314159' }, { token });
    expect(set.status).toBe(0);

    // Eleven minutes later the same session no longer counts as a fresh login.
    await t.app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await t.call('/user/DelUser', {}, { token })).status).toBe(ErrorCode.LoginTimeout);

    const again = await t.call<LoginInfo>('/user/OutAccountLogin', {
      accountType: 'telegram',
      telegram: signTelegram({ id, first_name: 'Kanya', auth_date: now() }),
    });
    expect((await t.call('/user/DelUser', {}, { token: again.data.token })).status).toBe(0);
    // The identity is free again: the next login starts a new user.
    const after = await t.call<LoginInfo>('/user/OutAccountLogin', {
      accountType: 'telegram',
      telegram: signTelegram({ id, first_name: 'Kanya', auth_date: now() }),
    });
    expect(after.data.isNew).toBe(true);
    expect(after.data._id).not.toBe(res.data._id);
  });

  it('refuses an unknown country or invite code on a first login', async () => {
    const tg = signTelegram({ id: 820_000_001, first_name: 'Lek', auth_date: now() });
    const body = { accountType: 'telegram', telegram: tg };
    expect((await t.call('/user/OutAccountLogin', { ...body, countryCode: 'ZZ' })).status).toBe(
      ErrorCode.InvalidCountry,
    );
    expect((await t.call('/user/OutAccountLogin', { ...body, inviteCode: 'NOSUCH22' })).status).toBe(
      ErrorCode.InvalidInviteCode,
    );
  });
});

describe('LINE Login v2.1', () => {
  /** LineLoginStart, then what LINE's authorize page would do: answer a code for this request. */
  async function authorize(claims: Record<string, unknown> = {}) {
    const start = await t.call<{ url: string; state: string; expiresIn: number }>('/user/LineLoginStart', {
      locale: 'th-TH',
    });
    expect(start.status).toBe(0);
    const url = new URL(start.data.url);
    const q = url.searchParams;
    const code = `code-${randomBytes(8).toString('hex')}`;
    const sub = `U${randomBytes(16).toString('hex')}`;
    grants.set(code, {
      challenge: q.get('code_challenge')!,
      redirectUri: q.get('redirect_uri')!,
      claims: {
        iss: 'https://access.line.me',
        sub,
        aud: CHANNEL_ID,
        exp: now() + 3600,
        iat: now(),
        nonce: q.get('nonce'),
        name: 'Naree',
        ...claims,
      },
    });
    return { start: start.data, url, code, sub, state: start.data.state };
  }

  const login = (code: string, state: string) =>
    t.call<LoginInfo>('/user/OutAccountLogin', { accountType: 'line', line: { code, state } });

  it('builds the authorize URL with state, nonce and an S256 PKCE challenge, and no secret', async () => {
    const { url, start } = await authorize();
    expect(url.origin + url.pathname).toBe('https://access.line.example/oauth2/v2.1/authorize');
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CHANNEL_ID);
    expect(q.get('redirect_uri')).toBe('https://wayfare.example/pages/thrid_login/thrid_login');
    expect(q.get('state')).toBe(start.state);
    expect(q.get('scope')).toBe('openid profile');
    expect(q.get('nonce')!.length).toBeGreaterThanOrEqual(22);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('ui_locales')).toBe('th');
    expect(start.url).not.toContain(CHANNEL_SECRET);
    expect(JSON.stringify(start)).not.toContain(CHANNEL_SECRET);
    // Only the state's hash is stored; the verifier stays on the server.
    const [row] = await t.app.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, sha256(start.state)));
    expect(row?.nonce).toBe(q.get('nonce'));
    expect(start.url).not.toContain(row!.codeVerifier);
  });

  it('exchanges the code with the PKCE verifier, verifies the ID token, and logs the user in', async () => {
    const { code, state, sub } = await authorize();
    tokenRequests.length = 0;
    verifyRequests.length = 0;
    const res = await login(code, state);
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ isNew: true, name: 'Naree', currentCountry: null });
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(verifyRequests[0]!.get('client_id')).toBe(CHANNEL_ID);
    expect(verifyRequests[0]!.get('nonce')).toBeTruthy();
    const [link] = await t.app.db
      .select()
      .from(outAccounts)
      .where(and(eq(outAccounts.accountType, 'line'), eq(outAccounts.outAccountId, sub)));
    expect(link?.userId).toBe(Number(res.data._id));

    // The next login of the same LINE user finds the same Wayfare user.
    const again = await authorize({ sub });
    const second = await login(again.code, again.state);
    expect(second.data).toMatchObject({ isNew: false, _id: res.data._id });
  });

  it('refuses an ID token for another channel (wrong aud)', async () => {
    const { code, state } = await authorize({ aud: '1659999999' });
    expect((await login(code, state)).status).toBe(ErrorCode.ThirdPartyLoginFailed);
  });

  it('refuses an ID token with a nonce other than the one this login started with', async () => {
    const { code, state } = await authorize({ nonce: 'a-nonce-from-another-login' });
    expect((await login(code, state)).status).toBe(ErrorCode.ThirdPartyLoginFailed);
  });

  it('refuses an expired ID token', async () => {
    const { code, state } = await authorize({ exp: now() - 10 });
    expect((await login(code, state)).status).toBe(ErrorCode.ThirdPartyLoginFailed);
  });

  it('refuses a reused code and a reused or unknown state', async () => {
    const { code, state } = await authorize();
    expect((await login(code, state)).status).toBe(0);
    // Same code and state again: the state is spent.
    expect((await login(code, state)).status).toBe(ErrorCode.ThirdPartyLoginFailed);
    // The spent code with a fresh state: LINE refuses the code.
    const fresh = await authorize();
    expect((await login(code, fresh.state)).status).toBe(ErrorCode.ThirdPartyLoginFailed);
    // A state the server never issued.
    const forged = await authorize();
    expect((await login(forged.code, randomBytes(24).toString('base64url'))).status).toBe(
      ErrorCode.ThirdPartyLoginFailed,
    );
  });

  it('answers "login timed out" for a state that expired', async () => {
    const { code, state } = await authorize();
    await t.app.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.stateHash, sha256(state)));
    expect((await login(code, state)).status).toBe(ErrorCode.LoginTimeout);
  });

  it('refuses LINE login when the channel is not configured', async () => {
    const bare = await startAccountsApp({ database: t.database });
    try {
      expect((await bare.call('/user/LineLoginStart', {})).status).toBe(ErrorCode.ThirdPartyLoginFailed);
      const tg = signTelegram({ id: 1, first_name: 'A', auth_date: now() });
      expect((await bare.call('/user/OutAccountLogin', { accountType: 'telegram', telegram: tg })).status).toBe(
        ErrorCode.ThirdPartyLoginFailed,
      );
    } finally {
      await bare.close();
    }
  });
});
