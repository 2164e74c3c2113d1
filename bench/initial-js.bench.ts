/**
 * The JavaScript a first visit loads: the login page (logged out) and the home page (logged in), each
 * opened in a fresh Chromium context with an empty cache and no service worker, until the network is idle.
 * Every script the page fetched counts at its gzipped size (the build's `.gz` beside it, level 9), which
 * is what a browser taking gzip downloads; brotli is smaller still. Budgets: home <= 150 kB, login <= 120.
 * Needs the built web app (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../apps/server/src/db/seed';
import { repoRoot, startWayfare } from './lib';

const dist = path.join(repoRoot, 'apps', 'web', 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('web app not built: run `npm run build` first');

const gzSize = (file: string) =>
  fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file)).length;

/** Opens `url` and sums the gzipped size of every script it loaded; prints the largest when asked. */
async function measure(page: Page, url: string, label: string, routeChunk: RegExp): Promise<number> {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url);
  // Shown once the route's own chunk came and the network went quiet.
  for (let waited = 0; ![...scripts].some((p) => routeChunk.test(p)); waited += 100) {
    if (waited > 60_000) throw new Error(`${label}: ${routeChunk} never loaded (at ${page.url()})`);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  let total = 0;
  const sizes: [string, number][] = [];
  for (const pathname of scripts) {
    const file = path.join(dist, pathname);
    if (!fs.existsSync(file)) continue;
    const size = gzSize(file);
    sizes.push([pathname, size]);
    total += size;
  }
  if (process.env.BENCH_VERBOSE) {
    for (const [p, s] of sizes.sort((a, b) => b[1] - a[1])) console.log(`# ${label} ${(s / 1024).toFixed(1)} kB ${p}`);
  }
  return total / 1024;
}

const wayfare = await startWayfare();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = () =>
    browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // A phone's browser: a desktop one is sent to the /pc frame.
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      locale: 'en-US',
      serviceWorkers: 'block',
    });

  const loginContext = await context();
  const login = await measure(await loginContext.newPage(), `${wayfare.url}/pages/login/login`, 'login', /\/login-/);
  await loginContext.close();

  // A real session: log in through the form, then open home in a fresh page of the same context.
  const homeContext = await context();
  const loginPage = await homeContext.newPage();
  await loginPage.goto(`${wayfare.url}/pages/login/login`);
  await loginPage.getByPlaceholder('Email or phone number with area code').fill(DEMO_ACCOUNT);
  await loginPage.getByPlaceholder('Password').fill(DEMO_PASSWORD);
  await loginPage.locator('form button[type=submit]').click();
  await loginPage.waitForURL(/\/pages\/home\/home/);
  await loginPage.close();
  const homePage = await homeContext.newPage();
  const home = await measure(homePage, `${wayfare.url}/pages/home/home`, 'home', /\/home-/);
  if (!new URL(homePage.url()).pathname.startsWith('/pages/home/home'))
    throw new Error(`home not shown: ${homePage.url()}`);
  await homeContext.close();

  console.log(`RESULT initial_js_login_kb ${login.toFixed(1)} kB`);
  console.log(`RESULT initial_js_home_kb ${home.toFixed(1)} kB`);
  if (login > 120) console.log('# initial_js_login_kb over its 120 kB budget');
  if (home > 150) console.log('# initial_js_home_kb over its 150 kB budget');
} finally {
  await browser.close();
  await wayfare.stop();
}
