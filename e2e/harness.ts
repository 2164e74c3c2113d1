import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const artifacts = path.join(root, 'e2e', 'artifacts');

export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type Harness = {
  url: string;
  /** The server's data directory (embedded database, uploads). */
  dataDir: string;
  browser: Browser;
  /** Everything the server printed (e.g. verification codes in the log). */
  output: () => string;
  demo: { account: string; password: string };
  /** A phone-sized context (390x844, touch, mobile UA). */
  phone: (opts?: { locale?: string; userAgent?: string }) => Promise<BrowserContext>;
  /** Saves a screenshot under e2e/artifacts. */
  shot: (page: Page, name: string) => Promise<void>;
  /** Stops the server and browser; the data directory goes too unless `keepData` (to restart on it). */
  stop: (opts?: { keepData?: boolean }) => Promise<void>;
};

/**
 * Starts the real server (built web app, embedded database in a temporary DATA_DIR, demo data) on a free
 * port and a headless system Chromium.
 */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  // A test may prepare the data directory first (see `runServerCli`); otherwise a fresh one.
  const dataDir = env.DATA_DIR || newDataDir();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  await new Promise<void>((resolve, reject) => {
    // Seeding the demo world (a year of hotel nights included) takes over 90 s on a busy 2-core machine.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 240_000);
    const check = () => {
      if (/demo login: /.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  child.removeAllListeners('exit');
  const m = /demo login: (\S+) password: (\S+)/.exec(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  fs.mkdirSync(artifacts, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir,
    browser,
    output: () => out,
    demo: { account: m?.[1] ?? '', password: m?.[2] ?? '' },
    phone: (opts = {}) =>
      browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: opts.userAgent ?? MOBILE_UA,
        locale: opts.locale ?? 'en-US',
        baseURL: url,
      }),
    shot: async (page, name) => {
      await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
    },
    stop: async (opts = {}) => {
      await browser.close();
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (!opts.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty data directory for a server (removed by `stop()` of the harness that uses it). */
export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'wf-e2e-'));
}

/**
 * Runs one of the server's command-line tools (`apps/server/src/cli/<script>`) against `dataDir` with the
 * harness's database settings, e.g. `create-admin.ts <user> <password> admin`. The embedded database takes
 * one process at a time, so run it before `startHarness({ DATA_DIR: dataDir })`. Resolves with its output.
 */
export async function runServerCli(dataDir: string, script: string, args: string[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps/server/src/cli', script), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', INIT_CWD: root },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${code}:\n${out}`);
  return out;
}

/** Runs `fn` with a fresh page; on failure saves a screenshot named after the test before rethrowing. */
export async function withPage(
  h: Harness,
  name: string,
  fn: (page: Page) => Promise<void>,
  opts?: { locale?: string; userAgent?: string },
) {
  const context = await h.phone(opts);
  const page = await context.newPage();
  try {
    await fn(page);
  } catch (err) {
    await h.shot(page, `FAILED-${name.replace(/[^a-z0-9]+/gi, '-')}`).catch(() => {});
    throw err;
  } finally {
    await context.close();
  }
}

/** Logs in through the login form (English placeholders). */
export async function logIn(page: Page, account: string, password: string) {
  await page.goto('/pages/login/login');
  await page.getByPlaceholder('Email or phone number with area code').fill(account);
  await page.getByPlaceholder('Password').fill(password);
  await page.locator('form button[type=submit]').click();
}

/** Drags the location chooser's map by (dx, dy) pixels with the mouse, as a finger would. */
export async function dragMap(page: Page, dx: number, dy: number) {
  const box = await page.getByTestId('location-map').boundingBox();
  if (!box) throw new Error('map not shown');
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.65;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(x + (dx * i) / 8, y + (dy * i) / 8);
  await page.mouse.up();
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on what the page shows now and fails on any serious or critical
 * violation, naming each rule and the elements it found. Call it in a journey on every screen it reaches.
 */
export async function expectAccessible(page: Page, opts: { exclude?: string[] } = {}) {
  // Colours are judged as they end up: a button fading in from disabled (or a sheet sliding up) is measured
  // mid-way otherwise. Finite CSS transitions and animations finish first (spinners loop and are left).
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    await Promise.race([
      Promise.allSettled(finite.map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    const where = new URL(page.url()).pathname;
    const lines = bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`,
    );
    throw new Error(`accessibility at ${where}:\n${lines.join('\n')}`);
  }
}
