import { randomBytes } from 'node:crypto';
import { type ChatMessage, ErrorCode, SocketCloseCode } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { users } from '../../src/db/schema';
import { rng } from '../../src/db/seed/prng';
import { hashPassword } from '../../src/lib/password';
import { clientId, makeUser, TestSocket } from '../chat-fixtures';
import { callUntilAnswered, newStats, post } from './client';
import { type Cluster, startCluster } from './infra';
import { moneyRound, prepareMoneyWorld, verifyMoney } from './money';
import { sleep } from './proc';

/**
 * Guessing limits stay shared across the processes while Redis is away (they fall back to PostgreSQL's
 * limit_counters): at most 5 wrong passwords per account are checked across all three processes.
 */
const MAX_WRONG_LOGINS = 5;

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ env: { DISPATCH_STEP_SECONDS: '3600', SOCKET_HEARTBEAT_MS: '2000' } });
  TestSocket.heartbeatMs = 500;
});
afterAll(async () => {
  await cluster?.stop();
});

const wsOf = (i: number) => `ws://127.0.0.1:${cluster.apps[i]!.port}/ws`;

async function userWithPassword(password: string) {
  const account = `faults-${randomBytes(5).toString('hex')}@example.com`;
  await cluster.database.db.insert(users).values({
    account,
    name: 'Limit Tester',
    countryCode: 'TH',
    inviteCode: randomBytes(5).toString('hex').toUpperCase(),
    passwordHash: await hashPassword(password),
  });
  return account;
}

async function send(base: string, token: string, toId: number, content: string) {
  const o = await post(
    base,
    '/chat/SendMessage',
    { toId: String(toId), kind: 'text', content, clientId: clientId() },
    { token },
  );
  expect('http' in o && o.http === 200 && o.body?.status === 0, JSON.stringify(o)).toBe(true);
  return ('http' in o ? o.body?.data : null) as ChatMessage;
}

describe('Redis stopped under load', () => {
  it('leaves money untouched, still limits guessing, and chat catches up', async () => {
    onTestFailed(() => console.error(cluster.diagnostics()));
    const [a, b] = [cluster.apps[0]!, cluster.apps[1]!];
    const stats = newStats();
    const world = await prepareMoneyWorld(cluster, 4, stats);
    const x = await makeUser(cluster.database.db, 'Xavier');
    const y = await makeUser(cluster.database.db, 'Yara');
    let xs = await TestSocket.login(wsOf(0), x.token);
    // Before: a message sent through process B reaches X's socket on process A (through Redis).
    const before = await send(b.url, y.token, x.id, 'before the outage');
    expect((await xs.message((m) => m.id === before.id)).content).toBe('before the outage');

    await cluster.redis.stop('SIGKILL');
    expect(cluster.redis.running()).toBe(false);
    await sleep(500);

    // Money: every call answered at the first attempt, while Redis is away.
    let running = true;
    const load = world.users.map(async (user, i) => {
      const r = rng(`faults:redis:user:${i}`);
      for (let round = 0; running || round < 3; round++) {
        await moneyRound(cluster.url, world, user, round, r, stats, 'redis');
      }
    });

    // Guessing limits: wrong passwords for one account, first all to one process, then through nginx.
    const account = await userWithPassword('the-right-password-1');
    const onA = [];
    for (let i = 0; i < 8; i++) {
      onA.push(
        (await post(a.url, '/user/Login', { account, logonPassword: `wrong-${i}-password` })) as {
          body: { status: number };
        },
      );
    }
    // Four wrong passwords answer "wrong"; the fifth uses the budget up and answers the wait; then no checks.
    const codesOnA = onA.map((o) => o.body.status);
    expect(codesOnA).toEqual([
      ...Array(MAX_WRONG_LOGINS - 1).fill(ErrorCode.AccountOrPasswordIncorrect),
      ...Array(8 - MAX_WRONG_LOGINS + 1).fill(ErrorCode.TooManyOperations),
    ]);
    const rightOnA = (await post(a.url, '/user/Login', { account, logonPassword: 'the-right-password-1' })) as {
      body: { status: number };
    };
    expect(rightOnA.body.status).toBe(ErrorCode.TooManyOperations);

    const spread = await userWithPassword('the-right-password-2');
    const viaNginx = [];
    for (let i = 0; i < 15; i++) {
      const o = await callUntilAnswered(
        cluster.url,
        '/user/Login',
        { account: spread, logonPassword: `nope-${i}-pw` },
        undefined,
        stats,
      );
      viaNginx.push(o.answer.status);
    }
    // The one shared budget answers "wrong" at most four times before it locks, whichever process is asked.
    const wrong = viaNginx.filter((c) => c === ErrorCode.AccountOrPasswordIncorrect).length;
    console.info(`redis outage: ${wrong} of 15 wrong logins through nginx were checked and answered "wrong"`);
    expect(viaNginx.every((c) => c === ErrorCode.AccountOrPasswordIncorrect || c === ErrorCode.TooManyOperations)).toBe(
      true,
    );
    expect(wrong).toBeLessThanOrEqual(MAX_WRONG_LOGINS - 1);
    expect(viaNginx).toContain(ErrorCode.TooManyOperations);

    // Chat: what Y sends through B while Redis is away is stored; X catches up over HTTP on A.
    const during: ChatMessage[] = [];
    for (let i = 0; i < 5; i++) during.push(await send(b.url, y.token, x.id, `during ${i}`));
    const caught = await callUntilAnswered<{ list: ChatMessage[]; hasMore: boolean }>(
      a.url,
      '/chat/GetMessageList',
      { afterId: before.id, limt: 20 },
      x.token,
      stats,
    );
    expect(caught.answer.data.list.map((m) => m.content)).toEqual(during.map((m) => m.content));

    running = false;
    await Promise.all(load);
    const ops = world.users.flatMap((u) => u.ops);
    expect(ops.length).toBeGreaterThan(12);
    expect(ops.filter((o) => o.attempts > 1)).toEqual([]);
    expect(stats).toMatchObject({ transportErrors: 0, unavailable: 0, bad: [] });

    // Redis back: sockets are told to reconnect (and catch up), and live delivery across processes resumes.
    const restartedAt = Date.now();
    await cluster.redis.start();
    expect((await Promise.race([xs.closed, sleep(15_000).then(() => null)]))?.code).toBe(SocketCloseCode.resync);
    // Every process resyncs as its connections come back (a publisher that missed messages asks all of
    // them to), so a client reconnects whenever told to, as the web app does.
    let live: ChatMessage | null = null;
    for (let i = 0; live === null && Date.now() - restartedAt < 20_000; i++) {
      if (xs.ws.readyState !== xs.ws.OPEN) xs = await TestSocket.login(wsOf(0), x.token);
      const sent = await send(b.url, y.token, x.id, `after ${i}`);
      live = await xs.message((m) => m.id === sent.id, 1000).catch(() => null);
    }
    expect(live, 'live delivery across processes after Redis came back').not.toBeNull();
    await xs.close();
    for (const p of cluster.apps) expect(p.starts(), p.name).toBe(1);

    await verifyMoney(cluster, world, stats);
  });
});
