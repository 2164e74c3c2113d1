import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Harness, logIn } from './harness';

/** What the chat journeys share: signed-in phones, the socket state, bubbles, the badge, sending. */
export type SignedIn = { context: BrowserContext; page: Page; id: string };

/** A phone of `h` logged in as `account`, on home, with the user's id. */
export async function signedIn(h: Harness, account: string, password: string): Promise<SignedIn> {
  const context = await h.phone();
  const page = await context.newPage();
  await logIn(page, account, password);
  await page.waitForURL(/\/pages\/home\/home/);
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('wf.login_user_info') ?? '{}')._id as string);
  return { context, page, id };
}

/** Live updates take a moment: poll for up to `ms`. */
export const eventually = <T>(fn: () => T | Promise<T>, ms = 8000) => expect.poll(fn, { timeout: ms, interval: 100 });

/** Waits until the socket of `page` is logged in (the client reports its state on the document for tests). */
export const socketOpen = (page: Page) =>
  eventually(() => page.evaluate(() => document.documentElement.dataset.socket), 15_000).toBe('open');

export const bubbles = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

/** The Messages tab badge text ('' when none). */
export const badge = (page: Page) =>
  page
    .locator('nav .adm-badge-content')
    .first()
    .textContent({ timeout: 500 })
    .catch(() => '');

export async function send(page: Page, text: string) {
  await page.getByRole('textbox').fill(text);
  await page.getByTestId('chat-send').click();
}
