import type { Endpoint, Envelope, ErrorParams, RequestOf, ResponseOf } from '@wayfare/contracts';
import { loginHref } from '@/config/paths';
import { currentLocale, i18n } from '@/i18n';
import { relaunch } from './navigation';
import { clearLoginUser, getToken } from './session';
import { getSocketClient } from './socket';
import { readStored, storageKeys, writeStored } from './storage';
import { TOAST_MS, toast } from './toast';
import { serverUnreachable } from './use-online';

/** Spec section 9: every request times out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
export { TOAST_MS };
export const LOGIN_EXPIRED = -100;

/**
 * Answers the server marked with an ETag (the read-mostly config calls: countries, home), by call and
 * input: the next same call sends it as If-None-Match and a 304 reuses the kept text. Memory only.
 */
const answers = new Map<string, { etag: string; body: string }>();
const MAX_KEPT = 50;

function keepAnswer(key: string, etag: string, body: string): void {
  answers.delete(key);
  if (answers.size >= MAX_KEPT) answers.delete(answers.keys().next().value as string);
  answers.set(key, { etag, body });
}

/** A failed call: `status` is the catalogue code (or a negative transport code), `key` its i18n key. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: ErrorParams = {},
    readonly transport = false,
  ) {
    super(key);
  }
  /** The message in the user's language. */
  get text(): string {
    return translateError(this);
  }
}

/** Transport failures have no catalogue code; these stay clear of it. */
export const TransportStatus = { Network: -1, Timeout: -2, Http: -3, BadResponse: -4, Aborted: -5 } as const;

export function translateError(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.transport) return i18n.t(`common.${err.key}`, err.params);
    return i18n.t(`errors.${err.key}`, { ...err.params, defaultValue: i18n.t('errors.internal_error') });
  }
  return i18n.t('common.network_error');
}

export type CallOptions = {
  /** Do not toast failures (the screen shows them itself). */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Query string, for the few calls that take one (`/AppUpdate`). */
  query?: Record<string, string | undefined>;
  /** Prefix before the path; `/api` for every call except `/AppUpdate`. */
  base?: string;
};

type Deps = {
  fetch: typeof fetch;
  notify: (text: string) => void;
  /** `reason` is 'remote_login' when the session ended because the account logged in on another device. */
  onLoginExpired: (reason?: string) => void;
};

let lastExpiry = 0;

/**
 * Several calls can come back -100 together: only the first one for the current session prompts and
 * restarts; answers for a session that is already gone stay quiet.
 */
function shouldExpire(usedToken: string | undefined): boolean {
  const current = getToken();
  if (usedToken && usedToken !== current) return false;
  if (!usedToken && Date.now() - lastExpiry < 3000) return false;
  lastExpiry = Date.now();
  return true;
}

const defaultDeps: Deps = {
  fetch: (...args) => globalThis.fetch(...args),
  notify: (text) => toast(text, TOAST_MS),
  onLoginExpired: (reason) => {
    deps.notify(i18n.t(reason === 'remote_login' ? 'errors.remote_login' : 'errors.login_expired'));
    getSocketClient().close();
    clearLoginUser();
    // Back to the page the user was on after logging in again, as a logged-out visit to it does.
    const login = loginHref(`${window.location.pathname}${window.location.search}`);
    relaunch(login).catch(() => window.location.assign(login));
  },
};

let deps: Deps = defaultDeps;

/** Tests and the app shell swap the side effects (fetch, toast, logout) here. */
export function configureApiClient(overrides: Partial<Deps> | null): void {
  deps = overrides ? { ...defaultDeps, ...overrides } : defaultDeps;
  lastExpiry = 0;
  answers.clear();
}

/**
 * The chat socket's `-90` and `remoteLogin` end a session the way an HTTP -100 does: one prompt
 * ('login expired' or 'logged in on another device'), socket closed, login cleared, restart at login.
 */
export function endSession(usedToken: string, reason?: 'remote_login'): void {
  if (shouldExpire(usedToken)) deps.onLoginExpired(reason);
}

type Method = 'POST' | 'GET';

/** Values a GET call puts in its query string (objects are left out: GET inputs are flat). */
function queryOf(...sources: (object | undefined)[]): string {
  const search = new URLSearchParams();
  for (const source of sources)
    for (const [k, v] of Object.entries(source ?? {}))
      if (v !== undefined && v !== null && typeof v !== 'object') search.set(k, String(v));
  return search.toString();
}

/** This browser's random id, made once and kept (not personal: it names no one, only this storage). */
function deviceId(): string | null {
  try {
    const kept = readStored<string>(storageKeys.deviceId);
    if (typeof kept === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const bytes = new Uint8Array(16);
    globalThis.crypto.getRandomValues(bytes);
    const made = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    writeStored(storageKeys.deviceId, made);
    return made;
  } catch {
    return null;
  }
}

async function send(
  path: string,
  body: Record<string, unknown>,
  opts: CallOptions,
  method: Method,
  etag?: string,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  const device = deviceId();
  if (device) headers['X-Device-Id'] = device;
  if (etag) headers['If-None-Match'] = etag;
  let qs: string;
  let payload: string | undefined;
  if (method === 'GET') {
    // A GET carries its input in the address; the token goes in a header so it never lands in logs.
    const { token, ...input } = body;
    if (typeof token === 'string') headers.Authorization = `Bearer ${token}`;
    qs = queryOf(input, opts.query);
  } else {
    headers['Content-Type'] = 'application/json';
    qs = queryOf(opts.query);
    payload = JSON.stringify(body);
  }
  try {
    const res = await deps.fetch(`${opts.base ?? '/api'}${path}${qs ? `?${qs}` : ''}`, {
      method,
      headers,
      body: payload,
      signal: controller.signal,
    });
    serverUnreachable.set(false);
    return res;
  } catch (cause) {
    if (timedOut) throw new ApiError(TransportStatus.Timeout, 'request_timeout', {}, true);
    if (opts.signal?.aborted) throw new ApiError(TransportStatus.Aborted, 'request_aborted', {}, true);
    // No answer at all: the shell's offline banner shows until the next answer (app/components/offline-banner).
    serverUnreachable.set(true);
    throw Object.assign(new ApiError(TransportStatus.Network, 'network_error', {}, true), { cause });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * POST `/api` + path with the token in the body (or, with `method` GET, the input as query parameters
 * and the token as a bearer header), unwrap the envelope. Failures reject with ApiError after a
 * 1500 ms toast of the translated message; -100 also logs out and restarts at login.
 */
export async function apiCall<T>(
  path: string,
  input: object = {},
  opts: CallOptions = {},
  method: Method = 'POST',
): Promise<T> {
  const token = getToken();
  const body: Record<string, unknown> = token ? { ...input, token } : { ...input };
  const known = `${method} ${path} ${currentLocale()} ${JSON.stringify(body)}`;
  const kept = answers.get(known);
  try {
    const res = await send(path, body, opts, method, kept?.etag);
    // Transport-level refusals (429 rate limit, 413, 503 while draining) still carry a catalogue envelope
    // with the real reason (e.g. the seconds to wait); only answers without one are a bare HTTP error.
    let envelope: Envelope<T> | undefined;
    let text: string | undefined;
    if (res.status === 304 && kept) text = kept.body;
    else
      try {
        text = await res.text();
      } catch {
        text = undefined;
      }
    try {
      envelope = text === undefined ? undefined : (JSON.parse(text) as Envelope<T>);
    } catch {
      envelope = undefined;
    }
    const etag = res.headers?.get?.('etag');
    if (res.status === 200 && etag && text !== undefined && envelope?.status === 0) keepAnswer(known, etag, text);
    if (typeof envelope?.status !== 'number') {
      if (!res.ok) throw new ApiError(TransportStatus.Http, 'http_error', { status: res.status }, true);
      throw new ApiError(TransportStatus.BadResponse, 'bad_response', {}, true);
    }
    if (envelope.status === LOGIN_EXPIRED) {
      if (shouldExpire(token)) deps.onLoginExpired(String(envelope.params?.reason ?? '') || undefined);
      throw new ApiError(envelope.status, envelope.msg || 'login_expired', envelope.params);
    }
    if (envelope.status !== 0) throw new ApiError(envelope.status, envelope.msg || 'internal_error', envelope.params);
    return envelope.data as T;
  } catch (err) {
    const apiErr = err instanceof ApiError ? err : new ApiError(TransportStatus.Network, 'network_error', {}, true);
    const quiet = opts.silent || apiErr.status === LOGIN_EXPIRED || apiErr.status === TransportStatus.Aborted;
    if (!quiet) deps.notify(translateError(apiErr));
    throw apiErr;
  }
}

export type Fetcher<E> = ((input: RequestOf<E>, opts?: CallOptions) => Promise<ResponseOf<E>>) & {
  readonly path: string;
  readonly method: 'POST' | 'GET';
};

/**
 * A typed fetcher for one contract endpoint: request input type in, response output type out.
 * The endpoint is imported as a type only (the browser never ships zod); a test checks every path.
 */
export function defineFetcher<E extends Endpoint>(
  path: string,
  defaults: CallOptions & { method?: Method } = {},
): Fetcher<E> {
  const { method = 'POST', ...callDefaults } = defaults;
  const fn = (input: RequestOf<E>, opts?: CallOptions) =>
    apiCall<ResponseOf<E>>(path, (input ?? {}) as object, { ...callDefaults, ...opts }, method);
  return Object.assign(fn, { path, method });
}
