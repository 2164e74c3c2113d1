import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badge, bubbles, eventually, type SignedIn, send, signedIn, socketOpen } from './chat-helpers';
import { expectAccessible, type Harness, startHarness } from './harness';

/**
 * Chat in real Chromium against the real server: two people (two browser contexts) chat live, the
 * Messages tab badge counts up and clears when the conversation is read, and a network drop of 2 s
 * while the other side keeps sending loses nothing and shows nothing twice once the socket is back.
 */
const FRIEND = 'friend@wayfare.test';

let h: Harness;
let demo: SignedIn;
let friend: SignedIn;

beforeAll(async () => {
  h = await startHarness();
  demo = await signedIn(h, h.demo.account, h.demo.password);
  friend = await signedIn(h, FRIEND, h.demo.password);
});
afterAll(async () => {
  await demo?.context.close();
  await friend?.context.close();
  await h?.stop();
});

describe('chat', () => {
  it('two users chat live; the Messages badge counts up and clears when read', async () => {
    // Demo opens a chat with the friend by user id (the direct chat is made on first use).
    await demo.page.goto(`/pages/chat/chat?toId=${friend.id}`);
    await demo.page.getByTestId('chat-messages').waitFor();
    await socketOpen(demo.page);
    await socketOpen(friend.page);
    expect(await badge(friend.page)).toBe('');

    await send(demo.page, 'Hello from demo 👋');
    await bubbles(demo.page, 'Hello from demo').first().waitFor();
    await eventually(() => bubbles(demo.page, 'Hello from demo').getAttribute('data-state')).toBe('sent');
    await eventually(() => badge(friend.page)).toBe('1');
    await send(demo.page, 'Are you hungry?');
    await send(demo.page, 'Noodles tonight 🍜');
    await eventually(() => badge(friend.page)).toBe('3');

    // The friend's Messages tab: the conversation on top with the last message and 3 unread.
    await friend.page.getByRole('button', { name: /Messages/ }).click();
    await friend.page.waitForURL(/\/pages\/msg\/msg/);
    const row = friend.page.getByTestId('conversation').first();
    await eventually(() => row.textContent()).toContain('Noodles tonight');
    await eventually(() => row.getByTestId('conversation-unread').textContent()).toContain('3');
    await h.shot(friend.page, 'chat-msg-en');
    await expectAccessible(friend.page);

    // Reading clears the badge, everywhere.
    await row.click();
    await friend.page.waitForURL(/\/pages\/chat\/chat\?chatGroup_id=/);
    await bubbles(friend.page, 'Hello from demo').waitFor();
    await bubbles(friend.page, 'Noodles tonight').waitFor();
    await send(friend.page, 'Yes! See you at 7');
    await bubbles(demo.page, 'See you at 7').waitFor();
    expect(await bubbles(demo.page, 'See you at 7').getAttribute('data-state')).toBe('sent');
    await h.shot(friend.page, 'chat-chat-en');
    await expectAccessible(friend.page);
    await friend.page.getByRole('button', { name: 'Back' }).click();
    await friend.page.waitForURL(/\/pages\/msg\/msg/);
    await eventually(() => badge(friend.page)).toBe('');
    await eventually(() => friend.page.getByTestId('conversation-unread').count()).toBe(0);
    // Demo's badge: the friend's reply was read on the open chat page, so nothing either.
    await demo.page.getByRole('button', { name: 'Back' }).click();
    await eventually(() => badge(demo.page)).toBe('');
  });

  it('a 2 s network drop loses nothing and duplicates nothing', async () => {
    await friend.page.getByTestId('conversation').first().click();
    await friend.page.getByTestId('chat-messages').waitFor();
    await demo.page.goto(`/pages/chat/chat?toId=${friend.id}`);
    await demo.page.getByTestId('chat-messages').waitFor();
    await socketOpen(friend.page);
    await socketOpen(demo.page);
    // Past the "no reconnect within 3 s of a connect" window, so the reconnect follows the network.
    await friend.page.waitForTimeout(3000);

    await friend.context.setOffline(true);
    await eventually(() => friend.page.evaluate(() => document.documentElement.dataset.socket)).toBe('offline');
    await friend.page.getByTestId('chat-connection').waitFor();
    const sent = ['While you were away 1', 'While you were away 2', 'While you were away 3'];
    for (const text of sent) await send(demo.page, text);
    for (const text of sent) await eventually(() => bubbles(demo.page, text).getAttribute('data-state')).toBe('sent');
    await friend.page.waitForTimeout(Math.max(0, 2000 - 500));
    expect(await bubbles(friend.page, 'While you were away').count()).toBe(0);
    await friend.context.setOffline(false);

    await socketOpen(friend.page);
    for (const text of sent) await eventually(() => bubbles(friend.page, text).count(), 10_000).toBe(1);
    // Live again: the next message arrives once too.
    await send(demo.page, 'Back online?');
    await eventually(() => bubbles(friend.page, 'Back online?').count()).toBe(1);
    await friend.page.waitForTimeout(1000);
    for (const text of [...sent, 'Back online?']) expect(await bubbles(friend.page, text).count()).toBe(1);
    expect(await friend.page.getByTestId('chat-connection').count()).toBe(0);
  });

  it('sends a photo and a PDF; the other side sees the picture and can download the file', async () => {
    // A real 1x1 PNG and a small PDF: the server checks their bytes, not their names.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await demo.page
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'dinner.png', mimeType: 'image/png', buffer: png });
    await demo.page
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: pdf });
    const lastTwo = demo.page.getByTestId('chat-message').filter({ has: demo.page.locator('img, a[download]') });
    await eventually(() =>
      lastTwo.evaluateAll((els) => els.slice(-2).map((e) => e.getAttribute('data-state'))),
    ).toEqual(['sent', 'sent']);

    const image = friend.page.getByRole('button', { name: 'View image' }).last().locator('img');
    await image.waitFor();
    await eventually(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    const file = friend.page.locator('[data-testid="chat-message"] a[download="menu.pdf"]').last();
    await file.waitFor();
    const href = await file.getAttribute('href');
    const res = await friend.page.request.get(href ?? '');
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Members fetch chat files by a signed, expiring link; the bare path is not served to anyone.
    expect(href).toMatch(/^\/uploads\/chat\/[^?]+\?exp=\d+&sig=/);
    expect((await friend.page.request.get(href!.split('?')[0]!)).status()).toBe(404);
    await h.shot(friend.page, 'chat-media-en');
  });

  it('shows the Messages tab and the chat in Simplified Chinese', async () => {
    for (const { page } of [friend]) {
      await page.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('zh-Hans')));
      await page.goto('/pages/msg/msg');
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('消息');
      await page.getByTestId('conversation').first().waitFor();
      await h.shot(page, 'chat-msg-zh');
      await page.getByTestId('conversation').first().click();
      await bubbles(page, 'Back online?').waitFor();
      await page.getByRole('button', { name: '表情' }).click();
      // The page scrolls smoothly to keep the newest message above the opened panel.
      await page.waitForTimeout(800);
      await h.shot(page, 'chat-chat-zh');
      await page.evaluate(() => localStorage.setItem('wf.locale', JSON.stringify('en')));
    }
  });
});
