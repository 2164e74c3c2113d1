import {
  adminLogout,
  type Endpoint,
  type Envelope,
  type ErrorParams,
  type RequestOf,
  type ResponseOf,
} from '@wayfare/contracts';
import { errorText, locale } from '@/i18n';
import { clearSession, getSession, sessionExpired } from './session';

/** A failed call: `status` is the catalogue code, `key` its message key. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: ErrorParams = {},
  ) {
    super(errorText(key, params));
  }
}

const LOGIN_EXPIRED = -100;

/** Sends one request to `endpoint` with the operator's token and unwraps the envelope (ApiError on failure). */
async function send<E extends Endpoint>(
  endpoint: E,
  body: BodyInit,
  headers: Record<string, string> = {},
  token = getSession()?.token,
): Promise<ResponseOf<E>> {
  let res: Response;
  try {
    res = await fetch(`/api${endpoint.path}`, {
      method: 'POST',
      headers: {
        ...headers,
        'accept-language': locale,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
  } catch {
    throw new ApiError(-1, 'network_error');
  }
  const env = (await res.json().catch(() => null)) as Envelope<ResponseOf<E>> | null;
  if (!env) throw new ApiError(-4, 'internal_error');
  if (env.status !== 0) {
    if (env.status === LOGIN_EXPIRED && endpoint.path !== '/admin/Login' && endpoint.path !== '/admin/Logout')
      sessionExpired();
    throw new ApiError(env.status, env.msg, env.params);
  }
  return env.data as ResponseOf<E>;
}

/** One contract call with the operator's token (or `token`); a failure throws ApiError with the catalogue's text. */
export const call = <E extends Endpoint>(endpoint: E, body: RequestOf<E>, token?: string): Promise<ResponseOf<E>> =>
  send(endpoint, JSON.stringify(body ?? {}), { 'content-type': 'application/json' }, token);

/** Uploads `file` to a multipart endpoint (the image in the part `file`); the browser sets the boundary. */
export function upload<E extends Endpoint>(endpoint: E, file: Blob, filename: string): Promise<ResponseOf<E>> {
  const form = new FormData();
  form.append('file', file, filename);
  return send(endpoint, form);
}

/**
 * Signs the operator out: the server ends the session (its token opens nothing after, its sockets close);
 * it is forgotten here even when the server cannot be reached (it then expires on its own).
 */
export async function signOut() {
  const token = getSession()?.token;
  // Forgotten first, so the socket closing for it is not taken for an expiry (live.tsx).
  clearSession();
  if (!token) return;
  try {
    await call(adminLogout, {}, token);
  } catch {
    // Offline, or already ended on the server: nothing more to end.
  }
}
