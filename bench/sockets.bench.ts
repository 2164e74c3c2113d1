/**
 * Chat sockets, against DATABASE_URL (default postgres://root@127.0.0.1:5432/test; the bench creates and
 * drops its own database) and REDIS_URL (default redis://127.0.0.1:6379), servers as child processes:
 *
 * 1. Idle sockets one instance holds: BENCH_SOCKETS (default 5,000) logged-in sockets, each sending the
 *    spec's heartbeat every 5,000 ms for BENCH_IDLE_SECONDS (default 11, more than two intervals); reports
 *    the sockets still open, the server's RSS and its growth per socket, and the heartbeats answered.
 * 2. Delivery latency between two instances through Redis: senders on instance A, recipients on
 *    instance B, BENCH_RATE messages per second (default 200) for BENCH_SECONDS (default 10); the time
 *    from `chat/send` on A to `onMessage` on B, p50 / p99 / max, and how many arrived.
 *
 * Users and sessions are written straight to the database (no password hashing).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { WebSocket } from 'ws';
import { openDatabase } from '../apps/server/src/db/client';
import { freePort, type Running, startProcess } from './lib';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 11);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAIRS = 50;
const HEARTBEAT_MS = 5000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

// ---- database ----
const dbName = `wf_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;
const database = await openDatabase({ url: url.toString(), poolSize: 4 }); // applies the migrations
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });

/** `count` users with one live session each; answers their ids and tokens. */
async function makeUsers(count: number, tag: string) {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (name, invite_code)
     select $1 || g, $1 || g || '_' || md5(random()::text) from generate_series(1, $2::int) g returning id`,
    [`bench_${tag}_`, count],
  );
  const ids = rows.map((r) => Number(r.id));
  await pool.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select unnest($1::bigint[]), unnest($2::text[]), now() + interval '1 day'`,
    [ids, tokens.map(sha256)],
  );
  return ids.map((id, i) => ({ id, token: tokens[i]! }));
}

// ---- servers ----
const prefix = `wf-bench-${randomBytes(3).toString('hex')}:`;
async function startInstance(): Promise<Running> {
  const dataDir = fs.mkdtempSync('/tmp/wf-bench-sock-');
  const running = await startProcess(
    'apps/server/src/server.ts',
    {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      SEED_DEMO: 'false',
      JOBS_POLL_MS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(process.env.BENCH_PROFILE ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' } : {}),
    },
    /Wayfare is running at/,
    await freePort(),
  );
  const stop = running.stop;
  return {
    ...running,
    stop: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
/** CPU seconds (user + system) a process has used so far. */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

type Client = { ws: WebSocket; acks: number; beat?: NodeJS.Timeout };
type Frame = { type: string; data: Record<string, unknown> & { status?: number; ref?: string } };

/**
 * Opens a socket and logs it in; from then on it sends the spec's heartbeat every 5 s, like the app does.
 * `onFrame` sees every later frame.
 */
function connect(wsUrl: string, token: string, onFrame?: (f: Frame) => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    const client: Client = { ws, acks: 0 };
    let loggedIn = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'chat/login', data: { token } })));
    ws.on('message', (raw) => {
      const f = JSON.parse(String(raw)) as Frame;
      if (!loggedIn && f.type === 'status' && f.data.ref === 'chat/login') {
        loggedIn = true;
        if (f.data.status !== 0) return reject(new Error(`login refused ${f.data.status}`));
        client.beat = setInterval(() => ws.send('{"type":"chat/heartbeat","data":{}}'), HEARTBEAT_MS);
        return resolve(client);
      }
      if (f.type === 'chat/heartbeat') client.acks++;
      onFrame?.(f);
    });
    ws.on('close', () => {
      clearInterval(client.beat);
      if (!loggedIn) reject(new Error('closed before login'));
    });
    ws.on('error', (err) => {
      if (!loggedIn) reject(err);
    });
  });
}

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

const instances: Running[] = [];
try {
  // ---- 1. idle sockets on one instance ----
  const idleUsers = await makeUsers(SOCKETS, 'idle');
  const a = await startInstance();
  instances.push(a);
  const wsA = `${a.url.replace('http', 'ws')}/ws`;
  // Warm the server up (code paths, pools) before the baseline.
  const warm = await connect(wsA, idleUsers[0]!.token);
  warm.ws.close();
  await sleep(1000);
  const rssBefore = rssMb(a.child.pid!);
  const opened = performance.now();
  const clients = await inBatches(idleUsers, 250, (u) => connect(wsA, u.token));
  const openSeconds = (performance.now() - opened) / 1000;
  // Held past two heartbeat intervals after the last login: a socket whose beats went unheard is gone.
  const acksAtStart = clients.map((c) => c.acks);
  await sleep(IDLE_SECONDS * 1000);
  const rssAfter = rssMb(a.child.pid!);
  const stillOpen = clients.filter((c) => c.ws.readyState === WebSocket.OPEN).length;
  const expected = Math.floor((IDLE_SECONDS * 1000) / HEARTBEAT_MS);
  const answered = clients.filter((c, i) => c.acks - acksAtStart[i]! >= expected).length;
  const acks = clients.reduce((n, c) => n + c.acks, 0);
  console.log(`# ${SOCKETS} sockets logged in in ${openSeconds.toFixed(1)} s, then held ${IDLE_SECONDS} s`);
  console.log(`RESULT idle_sockets ${stillOpen} sockets`);
  console.log(`RESULT idle_socket_rss_mb ${rssAfter.toFixed(0)} MB`);
  console.log(`RESULT idle_socket_kb_per_socket ${(((rssAfter - rssBefore) * 1024) / SOCKETS).toFixed(1)} KB`);
  console.log(`RESULT idle_heartbeats_answered ${answered} sockets`);
  console.log(`# (answered: at least ${expected} heartbeat acks during the hold)`);
  console.log(`# server RSS ${rssBefore.toFixed(0)} MB before the sockets; ${acks} heartbeat acks in total`);
  await inBatches(clients, 1000, async (c) => {
    c.ws.close();
  });
  await sleep(1000);

  // ---- 2. delivery latency between two instances through Redis ----
  const b = await startInstance();
  instances.push(b);
  const wsB = `${b.url.replace('http', 'ws')}/ws`;
  const senders = await makeUsers(PAIRS, 'from');
  const receivers = await makeUsers(PAIRS, 'to');
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const onReceived = (f: Frame) => {
    if (f.type !== 'onMessage') return;
    const message = (f.data as { message?: { clientId?: string; senderId?: string } }).message;
    const t0 = message?.clientId ? sentAt.get(message.clientId) : undefined;
    if (t0 === undefined) return;
    sentAt.delete(message!.clientId!);
    latencies.push(performance.now() - t0);
  };
  let refused = 0;
  const onSenderFrame = (f: Frame) => {
    if (f.type === 'status' && f.data.ref === 'chat/send' && f.data.status !== 0) refused++;
  };
  const out = await Promise.all(senders.map((s) => connect(wsA, s.token, onSenderFrame)));
  const inbox = await Promise.all(receivers.map((r) => connect(wsB, r.token, onReceived)));
  let seq = 0;
  const sendOne = (i: number) => {
    const clientId = `bench-${process.pid}-${++seq}`;
    const to = receivers[i % PAIRS]!;
    sentAt.set(clientId, performance.now());
    out[i % PAIRS]!.ws.send(
      JSON.stringify({ type: 'chat/send', data: { toId: String(to.id), kind: 'text', content: `m${seq}`, clientId } }),
    );
  };
  const interval = 1000 / RATE;
  // Warm-up: one message per pair opens the conversations, then 2 s at the rate (JIT, pools).
  for (let i = 0; i < PAIRS; i++) sendOne(i);
  const warmStart = performance.now();
  for (let i = 0; i < 2 * RATE; i++) {
    await sleep(warmStart + i * interval - performance.now());
    sendOne(i);
  }
  const warmUntil = Date.now() + 10_000;
  while (sentAt.size > 0 && Date.now() < warmUntil) await sleep(20);
  latencies.length = 0;
  sentAt.clear();

  const total = RATE * SECONDS;
  const cpuA = cpuSeconds(a.child.pid!);
  const cpuB = cpuSeconds(b.child.pid!);
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    await sleep(start + i * interval - performance.now());
    sendOne(i);
  }
  const sendSeconds = (performance.now() - start) / 1000;
  const cpu = (pid: number, before: number) => `${((100 * (cpuSeconds(pid) - before)) / sendSeconds).toFixed(0)}%`;
  console.log(`# CPU while sending: instance A ${cpu(a.child.pid!, cpuA)}, instance B ${cpu(b.child.pid!, cpuB)}`);
  const drainUntil = Date.now() + 10_000;
  while (sentAt.size > 0 && Date.now() < drainUntil) await sleep(20);
  latencies.sort((x, y) => x - y);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
  console.log(`# ${total} messages sent in ${sendSeconds.toFixed(1)} s from ${PAIRS} sockets on A to ${PAIRS} on B`);
  console.log(`RESULT cross_instance_rate ${RATE} msg/s`);
  console.log(`RESULT cross_instance_delivered ${latencies.length} of ${total} messages`);
  console.log(`RESULT cross_instance_p50 ${pct(50).toFixed(1)} ms`);
  console.log(`RESULT cross_instance_p99 ${pct(99).toFixed(1)} ms`);
  console.log(`RESULT cross_instance_max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`);
  if (refused) console.log(`# ${refused} sends refused`);
  for (const c of [...out, ...inbox]) c.ws.close();
} finally {
  for (const i of instances) await i.stop().catch(() => {});
  await pool.end();
  await database.close();
  const dropper = new pg.Client({ connectionString: baseUrl });
  await dropper.connect();
  await dropper.query(`drop database if exists ${dbName} with (force)`);
  await dropper.end();
}
