import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Harness } from './harness';

type Envelope<T> = { status: number; data: T; msg: string };

/**
 * The API as the user logged in on `page` calls it (their token, in the page's language: placed orders answer
 * dish names in the viewer's language); fails the test on any refusal.
 */
export async function userApi<T>(h: Harness, page: Page, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const [token, lang] = await page.evaluate(() => [
    JSON.parse(localStorage.getItem('wf.login_user_info') ?? '{}').token,
    document.documentElement.lang,
  ]);
  const r = await fetch(`${h.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang || 'en' },
    body: JSON.stringify({ ...body, token }),
  });
  const res = (await r.json()) as Envelope<T>;
  expect(res.status, `${path}: ${res.msg}`).toBe(0);
  return res.data;
}

/** The back office's API as one operator (signed in on first use); fails the test on any refusal. */
export function operatorApi(h: Harness, operator: { username: string; password: string }) {
  let token = '';
  return async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    if (!token) {
      const r = await fetch(`${h.url}/api/admin/Login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(operator),
      });
      token = ((await r.json()) as Envelope<{ token: string }>).data.token;
    }
    const r = await fetch(`${h.url}/api/admin${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const res = (await r.json()) as Envelope<T>;
    expect(res.status, `${path}: ${res.msg}`).toBe(0);
    return res.data;
  };
}
