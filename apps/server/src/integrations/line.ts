import { createHash } from 'node:crypto';
import type { Locale } from '@wayfare/contracts';

/** LINE Login v2.1: authorize URL, code exchange (with PKCE) and ID token verification, all server-side. */
export type LineConfig = {
  channelId: string;
  channelSecret: string;
  apiBase: string;
  authUrl: string;
};

export type LineIdentity = { sub: string; name: string; picture: string | null };

export class LineLoginError extends Error {}

const ISSUER = 'https://access.line.me';
const TIMEOUT_MS = 10_000;

/** PKCE S256: base64url(SHA-256(verifier)). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const uiLocales: Record<Locale, string> = {
  en: 'en',
  'th-TH': 'th',
  'hi-IN': 'en',
  'zh-Hans': 'zh-CN',
  'zh-Hant': 'zh-TW',
};

export function createLineClient(config: LineConfig, fetchImpl: typeof fetch = fetch) {
  async function postForm(path: string, form: Record<string, string>): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.apiBase.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new LineLoginError(`LINE ${path} unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !body) {
      throw new LineLoginError(`LINE ${path} answered ${res.status} ${String(body?.error ?? '')}`.trim());
    }
    return body;
  }

  return {
    authorizeUrl(p: { state: string; nonce: string; codeVerifier: string; redirectUri: string; locale?: Locale }) {
      const url = new URL(config.authUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.channelId,
        redirect_uri: p.redirectUri,
        state: p.state,
        scope: 'openid profile',
        nonce: p.nonce,
        code_challenge: pkceChallenge(p.codeVerifier),
        code_challenge_method: 'S256',
        ...(p.locale ? { ui_locales: uiLocales[p.locale] } : {}),
      }).toString();
      return url.toString();
    },

    /** Exchanges the authorization code; the channel secret and verifier go only from here to LINE. */
    async exchangeCode(p: { code: string; redirectUri: string; codeVerifier: string }): Promise<string> {
      const body = await postForm('/oauth2/v2.1/token', {
        grant_type: 'authorization_code',
        code: p.code,
        redirect_uri: p.redirectUri,
        client_id: config.channelId,
        client_secret: config.channelSecret,
        code_verifier: p.codeVerifier,
      });
      if (typeof body.id_token !== 'string' || !body.id_token) throw new LineLoginError('LINE token: no id_token');
      return body.id_token;
    },

    /** Has LINE verify the ID token, then checks it was issued by LINE, for us, for this login, and is unexpired. */
    async verifyIdToken(p: { idToken: string; nonce: string; nowSeconds?: number }): Promise<LineIdentity> {
      const claims = await postForm('/oauth2/v2.1/verify', {
        id_token: p.idToken,
        client_id: config.channelId,
        nonce: p.nonce,
      });
      const now = p.nowSeconds ?? Math.floor(Date.now() / 1000);
      const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (claims.iss !== ISSUER) throw new LineLoginError('LINE id token: wrong issuer');
      if (!aud.includes(config.channelId)) throw new LineLoginError('LINE id token: wrong audience');
      if (claims.nonce !== p.nonce) throw new LineLoginError('LINE id token: nonce mismatch');
      if (typeof claims.exp !== 'number' || claims.exp <= now) throw new LineLoginError('LINE id token: expired');
      if (typeof claims.sub !== 'string' || !claims.sub) throw new LineLoginError('LINE id token: no subject');
      return {
        sub: claims.sub,
        name: typeof claims.name === 'string' ? claims.name : '',
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}

export type LineClient = ReturnType<typeof createLineClient>;
