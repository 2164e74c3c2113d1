import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP_UA, expectAccessible, type Harness, runServerCli } from './harness';

/** A back-office operator's sign-in. */
export type Operator = { username: string; password: string };

/** Adds an operator to the data folder (`npm run admin:create`), before the server starts on it. */
export async function createOperator(dataDir: string, who: Operator, role: string, merchantId?: string) {
  const args = [who.username, who.password, role, ...(merchantId ? [merchantId] : [])];
  expect(await runServerCli(dataDir, 'create-admin.ts', args)).toMatch(/is ready/);
}

/** The back office's browser: a desktop at 1440x900 in English, on the harness, in `timezoneId` if given. */
export const desktop = (h: Harness, timezoneId?: string): Promise<BrowserContext> =>
  h.browser.newContext({
    viewport: { width: 1440, height: 900 },
    userAgent: DESKTOP_UA,
    locale: 'en-US',
    baseURL: h.url,
    ...(timezoneId ? { timezoneId } : {}),
  });

/** Signs `who` in to the back office (the login page passes axe on the way). */
export async function signIn(page: Page, who: Operator) {
  await page.goto('/admin/');
  await page.waitForURL(/\/admin\/login/);
  await expectAccessible(page);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('operator-name').waitFor();
}
