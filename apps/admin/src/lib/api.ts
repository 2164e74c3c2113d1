import type { Endpoint, Envelope, ErrorParams, RequestOf, ResponseOf } from '@wayfare/contracts';
import { errorText, locale } from '@/i18n';
import { clearSession, getSession } from './session';

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
): Promise<ResponseOf<E>> {
  const token = getSession()?.token;
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
    if (env.status === LOGIN_EXPIRED && endpoint.path !== '/admin/Login') {
      clearSession();
      window.location.assign('/admin/login');
    }
    throw new ApiError(env.status, env.msg, env.params);
  }
  return env.data as ResponseOf<E>;
}

/** One contract call with the operator's token; a failure throws ApiError with the catalogue's text. */
export const call = <E extends Endpoint>(endpoint: E, body: RequestOf<E>): Promise<ResponseOf<E>> =>
  send(endpoint, JSON.stringify(body ?? {}), { 'content-type': 'application/json' });

/** Uploads `file` to a multipart endpoint (the image in the part `file`); the browser sets the boundary. */
export function upload<E extends Endpoint>(endpoint: E, file: Blob, filename: string): Promise<ResponseOf<E>> {
  const form = new FormData();
  form.append('file', file, filename);
  return send(endpoint, form);
}
