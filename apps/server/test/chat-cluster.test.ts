import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { type ChatMessage, SocketCloseCode } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { chatMessages } from '../src/db/schema';
import { type ChatUser, clientId, eventually, makeUser, sleep, TestSocket, wsUrl } from './chat-fixtures';
import { createTestApp, openTestDatabase, type TestApp } from './helpers';

/**
 * Two instances on one database. With REDIS_URL (the PostgreSQL + Redis run) they are linked by Redis and
 * Redis must answer; without it, by the in-process bus they share (same REDIS_PREFIX, same process).
 */
const redisUrl = process.env.REDIS_URL;
let database: Database;
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
const prefix = `wf-test-${randomBytes(4).toString('hex')}:`;
const env = { REDIS_PREFIX: prefix, SOCKET_HEARTBEAT_MS: '2000' };

beforeAll(async () => {
  database = await openTestDatabase();
  [a, b] = await Promise.all([createTestApp({ database, env }), createTestApp({ database, env })]);
  [urlA, urlB] = await Promise.all([wsUrl(a.app), wsUrl(b.app)]);
  TestSocket.heartbeatMs = 500;
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database?.close();
});

type Page = { list: ChatMessage[]; hasMore: boolean };
const send = (t: TestApp, from: ChatUser, toId: number, content: string) =>
  t.call<ChatMessage>(
    '/chat/SendMessage',
    { toId: String(toId), kind: 'text', content, clientId: clientId() },
    { token: from.token },
  );

/** Everything after `afterId`, page by page, as a reconnecting client does. */
async function catchUp(t: TestApp, u: ChatUser, afterId: string) {
  const out: ChatMessage[] = [];
  let cursor = afterId;
  for (;;) {
    const res = await t.call<Page>('/chat/GetMessageList', { afterId: cursor, limt: 7 }, { token: u.token });
    expect(res.status).toBe(0);
    out.push(...res.data.list);
    if (!res.data.hasMore || res.data.list.length === 0) return out;
    cursor = res.data.list.at(-1)!.id;
  }
}

describe('two instances', () => {
  it(redisUrl ? 'are linked by Redis, which answers' : 'share the in-process bus', async () => {
    expect(a.app.realtime.instanceId).not.toBe(b.app.realtime.instanceId);
    if (redisUrl) {
      // A configured Redis that does not answer fails this run (it must never quietly skip).
      expect(await a.app.redis!.ping()).toBe('PONG');
      expect(a.app.realtime.stats().bus).toBe('redis');
    } else {
      expect(a.app.realtime.stats().bus).toBe('memory');
    }
  });

  it('delivers a message from a user on A to a user on B, and a read on A updates B’s badge', async () => {
    const x = await makeUser(a.app.db, 'Xavier');
    const y = await makeUser(a.app.db, 'Yara');
    const xs = await TestSocket.login(urlA, x.token);
    const ys = await TestSocket.login(urlB, y.token);
    const id = clientId();
    xs.send({ type: 'chat/send', data: { toId: String(y.id), kind: 'text', content: 'across 🌉', clientId: id } });
    const got = await ys.message();
    expect(got).toMatchObject({ content: 'across 🌉', clientId: id, senderId: String(x.id) });
    expect((await xs.next('status', (f) => f.data.ref === 'chat/send')).data.status).toBe(0);

    // B answers over HTTP; it reaches X's socket on A.
    expect((await send(b, y, x.id, 'got it')).status).toBe(0);
    expect((await xs.message((m) => m.senderId === String(y.id))).content).toBe('got it');

    // Y reads through instance A; Y's socket on B gets the new counts.
    ys.send({ type: 'chat/notReadNum' });
    expect((await ys.next('notReadNum')).data.total).toBe(1);
    await a.call('/chat/MarkRead', { chatGroup_id: got.chatGroup_id }, { token: y.token });
    expect((await ys.next('notReadNum')).data).toEqual({ total: 0, list: [] });
    await Promise.all([xs.close(), ys.close()]);
  });

  it('closes the socket of a session ended on the other instance', async () => {
    const u = await makeUser(a.app.db);
    const s = await TestSocket.login(urlB, u.token);
    a.app.events.emit('session.revoked', { userId: u.id, sessionIds: [u.sessionId], reason: 'remote_login' });
    expect((await s.next('remoteLogin')).data.msg).toBe('remote_login');
    expect((await s.closed).code).toBe(SocketCloseCode.remoteLogin);
  });

  it('catches up over HTTP after a socket is killed mid-conversation: no gap, no duplicate', async () => {
    const x = await makeUser(a.app.db);
    const y = await makeUser(a.app.db);
    const xs = await TestSocket.login(urlA, x.token);
    let ys = await TestSocket.login(urlB, y.token);
    const N = 40;
    const sending = (async () => {
      for (let i = 0; i < N; i++) {
        xs.send({
          type: 'chat/send',
          data: {
            toId: String(y.id),
            kind: 'text',
            content: `m${i}`,
            clientId: `seq-${x.id}-${String(i).padStart(4, '0')}`,
          },
        });
        await sleep(40);
      }
    })();

    const beforeDrop: ChatMessage[] = [];
    while (beforeDrop.length < 10) beforeDrop.push(await ys.message());
    await ys.kill();
    await sleep(150);
    // Reconnect (to the other instance this time), then catch up after the last id held.
    ys = await TestSocket.login(urlA, y.token);
    const lastHeld = beforeDrop.at(-1)!.id;
    const caught = await catchUp(a, y, lastHeld);
    await sending;
    for (let i = 0; i < N; i++)
      expect((await xs.next('status', (f) => f.data.ref === 'chat/send')).data.status).toBe(0);

    const live = new Map<string, ChatMessage>();
    const merged = new Map<string, ChatMessage>();
    for (const m of [...beforeDrop, ...caught]) merged.set(m.id, m);
    await eventually(() => {
      for (const m of ys.drainMessages()) {
        expect(live.has(m.id)).toBe(false); // never delivered twice on one socket
        live.set(m.id, m);
        merged.set(m.id, m);
      }
      return merged.size >= N;
    }, 10_000);

    // The catch-up answered only what came after the last held id, each message once.
    expect(caught.every((m) => BigInt(m.id) > BigInt(lastHeld))).toBe(true);
    expect(new Set(caught.map((m) => m.id)).size).toBe(caught.length);
    expect(new Set(beforeDrop.map((m) => m.id)).size).toBe(beforeDrop.length);
    // Together: every message exactly once, in send order (ids increase with it).
    const ordered = [...merged.values()].sort((p, q) => (BigInt(p.id) < BigInt(q.id) ? -1 : 1));
    expect(ordered.map((m) => m.content)).toEqual(Array.from({ length: N }, (_, i) => `m${i}`));
    const stored = await a.app.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, x.id)));
    expect(stored).toHaveLength(N);
    await Promise.all([xs.close(), ys.close()]);
  });
});

describe('when Redis is away', () => {
  it('HTTP and sockets of an instance without its Redis keep working, and nothing is lost', async () => {
    // An instance whose Redis does not exist at all: publishing fails, business calls must not.
    const c = await createTestApp({ database, env: { ...env, REDIS_URL: 'redis://127.0.0.1:1' } });
    let closed = false;
    try {
      const x = await makeUser(c.app.db);
      const y = await makeUser(c.app.db);
      const started = Date.now();
      const ys = await TestSocket.login(await wsUrl(c.app), y.token);
      const sent = await send(c, x, y.id, 'no redis here');
      expect(sent.status).toBe(0);
      // (Slow-ish: the rate limit asks the missing Redis first, then counts in PostgreSQL; never hanging.)
      expect(Date.now() - started).toBeLessThan(10_000);
      // Sockets on the same instance still get it directly.
      expect((await ys.message()).id).toBe(sent.data.id);
      // And any instance can serve it over HTTP.
      expect((await catchUp(b, y, '0')).map((m) => m.id)).toContain(sent.data.id);
      // Shutting the instance down tells its sockets to go elsewhere.
      closed = true;
      await c.close();
      expect((await ys.closed).code).toBe(SocketCloseCode.serviceRestart);
    } finally {
      if (!closed) await c.close();
    }
  });

  it.runIf(redisUrl)('tells sockets to reconnect once Redis is back, and they catch up what they missed', async () => {
    const target = new URL(redisUrl!);
    const proxy = await tcpProxy(target.hostname, Number(target.port || 6379));
    const proxied = new URL(redisUrl!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const d = await createTestApp({ database, env: { ...env, REDIS_URL: proxied.toString() } });
    try {
      const x = await makeUser(a.app.db);
      const y = await makeUser(a.app.db);
      const urlD = await wsUrl(d.app);
      const ys = await TestSocket.login(urlD, y.token);
      const xs = await TestSocket.login(urlA, x.token);
      const first = await send(a, x, y.id, 'before the outage');
      expect((await ys.message()).id).toBe(first.data.id);

      proxy.cut();
      await sleep(200);
      const during = await send(a, x, y.id, 'during the outage');
      expect(during.status).toBe(0);
      // D cannot publish either; its HTTP answer is still a success.
      const reply = await send(d, y, x.id, 'reply during the outage');
      expect(reply.status).toBe(0);
      await sleep(200);
      expect(ys.drainMessages().map((m) => m.content)).toEqual(['reply during the outage']); // its own echo only

      await proxy.restore();
      // D's subscriber is back: its sockets reconnect; D's failed publishes make every instance resync.
      expect((await ys.closed).code).toBe(SocketCloseCode.resync);
      expect((await xs.closed).code).toBe(SocketCloseCode.resync);
      const ys2 = await TestSocket.login(urlD, y.token);
      const missed = await catchUp(d, y, first.data.id);
      expect(missed.map((m) => m.content)).toEqual(['during the outage', 'reply during the outage']);
      const xs2 = await TestSocket.login(urlA, x.token);
      expect((await catchUp(a, x, first.data.id)).map((m) => m.content)).toContain('reply during the outage');
      // Live again across instances.
      await send(a, x, y.id, 'after');
      expect((await ys2.message()).content).toBe('after');
      await Promise.all([ys2.close(), xs2.close()]);
    } finally {
      await d.close();
      proxy.cut();
    }
  });
});

/** A TCP proxy to Redis that can be cut (every connection dropped, new ones refused) and restored. */
async function tcpProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer((client) => {
        const upstream = net.connect(port, host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      srv.once('error', reject);
      srv.listen(at, '127.0.0.1', () => resolve((srv.address() as AddressInfo).port));
      server = srv;
    });
  const proxyPort = await listen(0);
  return {
    port: proxyPort,
    cut() {
      server?.close();
      server = null;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore: () => listen(proxyPort),
  };
}
