import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badge, bubbles, eventually, type SignedIn, send, signedIn, socketOpen } from './chat-helpers';
import { type Harness, startHarness } from './harness';

/**
 * Chat across two server instances in real Chromium: two processes on one PostgreSQL database and one
 * Redis (what the README's scale-out runs), demo connected to instance A and the friend to instance B.
 * Messages and the Messages tab badge cross instances live through Redis pub/sub, both ways.
 *
 * Needs a real PostgreSQL and Redis: `.ci/run` runs it with DATABASE_URL and REDIS_URL set
 * (`npm run test:e2e:cluster`); without them it fails, it does not skip.
 */
const baseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const FRIEND = 'friend@wayfare.test';

let a: Harness;
let b: Harness;
let admin: pg.Client;
const dbName = `wf_e2e_cluster_${randomBytes(4).toString('hex')}`;
let demo: SignedIn;
let friend: SignedIn;

beforeAll(async () => {
  if (!baseUrl || !redisUrl) {
    throw new Error('the two-instance chat journey needs DATABASE_URL and REDIS_URL (a real PostgreSQL and Redis)');
  }
  admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: `${dbName}:` };
  // One after the other: the first applies the migrations and seeds, the second finds them done.
  a = await startHarness(env);
  b = await startHarness(env);
  demo = await signedIn(a, a.demo.account, a.demo.password);
  friend = await signedIn(b, FRIEND, b.demo.password);
}, 240_000);

afterAll(async () => {
  await demo?.context.close();
  await friend?.context.close();
  await b?.stop();
  await a?.stop();
  if (admin) {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
});

describe('chat across two instances', () => {
  it('a user on instance A and a user on instance B chat live; the badge crosses instances too', async () => {
    expect(new URL(demo.page.url()).port).not.toBe(new URL(friend.page.url()).port);
    await demo.page.goto(`/pages/chat/chat?toId=${friend.id}`);
    await demo.page.getByTestId('chat-messages').waitFor();
    await socketOpen(demo.page);
    await socketOpen(friend.page);
    expect(await badge(friend.page)).toBe('');

    await send(demo.page, 'Hello from instance A');
    await eventually(() => bubbles(demo.page, 'Hello from instance A').getAttribute('data-state'), 10_000).toBe('sent');
    await eventually(() => badge(friend.page), 10_000).toBe('1');

    await friend.page.getByRole('button', { name: /Messages/ }).click();
    const row = friend.page.getByTestId('conversation').first();
    await eventually(() => row.textContent(), 10_000).toContain('Hello from instance A');
    await row.click();
    await bubbles(friend.page, 'Hello from instance A').waitFor();
    await send(friend.page, 'Hello back from instance B');
    await bubbles(demo.page, 'Hello back from instance B').waitFor();
    await send(demo.page, 'Got it on A');
    await bubbles(friend.page, 'Got it on A').waitFor();
    expect(await bubbles(friend.page, 'Got it on A').count()).toBe(1);
    await a.shot(friend.page, 'chat-cluster-b-en');
  });
});
