import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_UA, expectAccessible, type Harness, logIn, startHarness, withPage } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

describe('web app shell', () => {
  it('sends a logged-out visitor of / to the login page', async () => {
    await withPage(h, 'logged-out-entry', async (page) => {
      await page.goto('/');
      await page.waitForURL(/\/pages\/login\/login/);
      await page.getByRole('heading', { name: 'Welcome to Wayfare' }).waitFor();
      await h.shot(page, 'login-en');
      await expectAccessible(page);
    });
  });

  it('paints the launch screen before any script runs, and the app takes it over without a jump', async () => {
    await withPage(h, 'launch-screen', async (page) => {
      // Scripts held back (a slow network): the page itself already shows the logo and the name.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The app's code is held; the route-preload script is not (it asks for the page's files meanwhile).
      await page.route('**/static/*.js', async (route) => {
        if (!route.request().url().includes('/static/route-preload-')) await held;
        await route.continue();
      });
      await page.goto('/pages/login/login', { waitUntil: 'commit' });
      const launch = page.locator('#root .wf-launch');
      await launch.getByText('Wayfare').waitFor();
      await expect
        .poll(() => launch.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const before = await launch.locator('img').boundingBox();
      await h.shot(page, 'launch-screen');
      // Before any of the app's code has run, every file of the opened page has its link (styles as
      // `preload`, which Vite's helper never writes), added a few per task.
      const wanted = await page.evaluate(async () => {
        const script = document.querySelector<HTMLScriptElement>('script[src*="/static/route-preload-"]');
        const source = await (await fetch(script?.src ?? '')).text();
        const files = JSON.parse(source.match(/var f=(\[.*?\]),r=/)?.[1] ?? '[]') as string[];
        const routes = JSON.parse(source.match(/,r=(\{.*?\}),s=\{\}/)?.[1] ?? '{}') as Record<string, number[]>;
        // Listed without `static/` and, for code, `.js`.
        return (routes[location.pathname] ?? []).map((i) => {
          const name = files[i] ?? '';
          return `/static/${name.endsWith('.css') ? name : `${name}.js`}`;
        });
      });
      expect(wanted.length).toBeGreaterThan(8);
      const linked = () =>
        page.evaluate(
          (hrefs) =>
            hrefs.filter((href) =>
              document.querySelector(
                href.endsWith('.css')
                  ? `link[rel=preload][as=style][href="${href}"]`
                  : `link[rel=modulepreload][href="${href}"]`,
              ),
            ).length,
          wanted,
        );
      await expect.poll(linked).toBe(wanted.length);
      expect(await page.evaluate(() => document.querySelector('#root .wf-launch') !== null)).toBe(true);
      // The app's own splash sits exactly where the launch screen's logo was, then the page replaces both.
      await page.evaluate(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
            (window as unknown as { shifts: number }).shifts += e.value;
        }).observe({ type: 'layout-shift', buffered: false });
      });
      release();
      await page.getByRole('heading', { name: 'Welcome to Wayfare' }).waitFor();
      expect(await page.locator('.wf-launch').count()).toBe(0);
      expect(before?.width).toBe(72);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    });
  });

  it('switches the language to Thai, re-renders, and keeps it after a reload', async () => {
    await withPage(h, 'language-thai', async (page) => {
      await page.goto('/pages/login/login');
      await page.getByRole('button', { name: 'Change language' }).click();
      await page.getByRole('button', { name: /ไทย/ }).click();
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent()).toMatch(/[\u0E00-\u0E7F]/);
      expect(await page.getAttribute('html', 'lang')).toBe('th-TH');
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u0E00-\u0E7F]/);
      await h.shot(page, 'login-th');
      await expectAccessible(page);
    });
  });

  it('sends a desktop browser to /pc, which frames the app beside a QR code', async () => {
    await withPage(
      h,
      'desktop-pc',
      async (page) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto('/');
        await page.waitForURL(/\/pc$/);
        await page.locator('iframe').waitFor();
        expect(await page.locator('canvas, svg, img').count()).toBeGreaterThan(0);
        await h.shot(page, 'pc-en');
      },
      { userAgent: DESKTOP_UA },
    );
  });

  it('logs the demo user in and shows seeded merchants with their images on home', async () => {
    await withPage(h, 'home-merchants', async (page) => {
      await page.goto('/pages/login/login');
      await logIn(page, h.demo.account, h.demo.password);
      await page.waitForURL(/\/pages\/home\/home/);
      const cards = page.getByTestId('merchant-card');
      await cards.first().waitFor();
      // Home opened inside the app: its files, its imports' too, were asked for at once through the
      // route-preload script's map (nothing else writes code links after the first page).
      for (const file of ['home-', 'merchant-card-'])
        expect(await page.locator(`link[rel=modulepreload][href^="/static/${file}"]`).count(), file).toBeGreaterThan(0);
      expect(await cards.count()).toBeGreaterThanOrEqual(5);
      const firstImage = cards.first().locator('img').first();
      await firstImage.scrollIntoViewIfNeeded();
      await expect
        .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await h.shot(page, 'home-en');
      await expectAccessible(page);
    });
  });

  it('shows the not-found page for an unknown path', async () => {
    await withPage(h, 'not-found', async (page) => {
      await page.goto('/pages/no_such/page');
      await page.getByTestId('not-found').waitFor();
    });
  });
});
