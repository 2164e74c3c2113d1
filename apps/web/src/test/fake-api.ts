import { type Mock, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { answers } from './fixtures';

/** Answers one call from its body: a plain value (sent as success), an envelope, or an Error (network failure). */
export type Handler = (body: Record<string, unknown>) => unknown;

export type FakeApi = {
  /** Every call the app made, in order. */
  calls: { path: string; body: Record<string, unknown> }[];
  callsTo: (path: string) => { path: string; body: Record<string, unknown> }[];
  /** What the api client would toast. */
  notify: Mock<(text: string) => void>;
};

/**
 * A fake server behind the api client for screen tests. A call to `/api/<path>` is answered by
 * `routes[path]` (the same object, so a test may change it later), else by the fixtures' `answers`,
 * else with the catalogue's unknown-path error. A handler's plain value is wrapped in a success
 * envelope; a value with `status` and `msg` is sent as it is; an Error is thrown as a network failure.
 */
export function fakeApi(routes: Record<string, Handler>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const notify = vi.fn<(text: string) => void>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      String(input)
        .replace(/^\/api/, '')
        .split('?')[0] ?? '';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = routes[path];
    const result = handler ? handler(body) : path in answers ? answers[path] : undefined;
    if (result instanceof Error) throw result;
    const envelope =
      result === undefined
        ? { status: 1106, data: null, msg: 'unknown_path' }
        : typeof result === 'object' && result !== null && 'status' in result && 'msg' in result
          ? result
          : { status: 0, data: result, msg: 'success' };
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  configureApiClient({ fetch, notify });
  return { calls, callsTo: (path) => calls.filter((c) => c.path === path), notify };
}
