import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBuilds } from './deploy-builds';
import { expectAccessible, type Harness, startHarness, withPage } from './harness';

/**
 * Issue 19, deploys: a page still running the old build when a new one replaces the files (and the new
 * service worker has dropped the old files from its cache) fails the next lazy import; online it reloads
 * into the new version exactly once, offline it shows the offline state whose retry loads the new version
 * once the network is back. Never the crash page. The two builds and the "deploy": e2e/deploy-builds.ts.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps', 'web', 'dist');
const MARKER = 'wf-e2e-next';

let h: Harness;
let work: string;
let deploy: (which: 'old' | 'next') => void;

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'sw.js'))) throw new Error('web app not built: run `npm run build` first');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-deploy-'));
  const builds = prepareBuilds(dist, work, MARKER);
  deploy = builds.deploy;
  // Started on both builds' files (see deploy-builds.ts); each journey deploys the old build first.
  h = await startHarness({ WEB_DIST: builds.live });
});
afterAll(async () => {
  await h?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Content-Security-Policy violations the page reported since it loaded (e.g. a library probing eval). */
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? ['no listener']);

const marker = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="wf-build"]')?.getAttribute('content') ?? 'old');

/** Nothing on screen from the route error page ("Something went wrong", "A new version is ready"). */
async function expectNoCrash(page: Page) {
  for (const text of ['This page ran into a problem', 'A new version is ready', 'Something went wrong'])
    expect(await page.getByText(text).count(), `${text} at ${page.url()}`).toBe(0);
}

/**
 * Opens login on the old build with its worker in control, deploys the next build and lets the worker
 * update (as the browser does on its own at the next page load in any tab): the new worker takes over and
 * drops the old build's files from its cache. Returns a counter of the page's loads from then on.
 */
async function openOldThenDeploy(page: Page): Promise<() => number> {
  deploy('old');
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  await page.goto('/pages/login/login');
  await page.getByRole('heading', { level: 1, name: 'Welcome to Wayfare' }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
  expect(await marker(page)).toBe('old');
  expect(await cspViolations(page)).toEqual([]);

  deploy('next');
  const updated = await page.evaluate(async () => {
    const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
    return Promise.race([
      changed.then(() => 'new worker in control'),
      new Promise((resolve) => setTimeout(() => resolve(`no new worker (${registration?.installing?.state})`), 90_000)),
    ]);
  });
  expect(updated).toBe('new worker in control');
  // Activated: the worker's activation (which deletes the old build's files from the cache) has finished.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 60_000,
  });
  const oldGone = await page.evaluate(async () => {
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')];
    const entry = scripts[0]?.src ?? '';
    return entry !== '' && (await caches.match(entry)) === undefined;
  });
  expect(oldGone, "the new worker dropped the old build's files").toBe(true);
  expect(await marker(page), 'the page still runs the old build').toBe('old');
  // The browser's own HTTP cache may still hold the old files (the old worker fetched them, cached for a
  // year as they are hashed): emptied, as it is once the browser evicts them, so the old files are gone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();

  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

describe('deploy while the app is open', () => {
  it('reloads into the new version exactly once when the next screen belongs to the old build', {
    timeout: 240_000,
  }, async () => {
    await withPage(h, 'deploy-reload', async (page) => {
      const loads = await openOldThenDeploy(page);
      // A screen whose code the old page never loaded: its chunk is gone from the server and the cache.
      await page.getByRole('button', { name: 'Create an account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
      await expect.poll(() => marker(page)).toBe(MARKER);
      expect(page.url()).toMatch(/\/pages\/register\/register/);
      // No reload loop: one load, and no more after a while.
      await page.waitForTimeout(3_000);
      expect(loads()).toBe(1);
      await expectNoCrash(page);
      expect(await cspViolations(page)).toEqual([]);
      await h.shot(page, 'deploy-reloaded-en');
    });
  });

  it('offline, shows the offline state whose retry loads the new version once the network is back', {
    timeout: 240_000,
  }, async () => {
    await withPage(h, 'deploy-offline', async (page) => {
      const loads = await openOldThenDeploy(page);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Create an account' }).click();
      // The screen's offline state (not only the banner every screen shows offline), with its retry.
      const offline = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
      await offline.getByText("You're offline").waitFor();
      await offline.getByText('Check your connection and try again.').waitFor();
      await page.waitForTimeout(1_500);
      expect(loads(), 'no reload while offline').toBe(0);
      await expectNoCrash(page);
      await h.shot(page, 'deploy-offline-en');
      await expectAccessible(page);

      await page.context().setOffline(false);
      await offline.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
      await expect.poll(() => marker(page)).toBe(MARKER);
      await page.waitForTimeout(2_000);
      expect(loads()).toBe(1);
      await expectNoCrash(page);
    });
  });
});
