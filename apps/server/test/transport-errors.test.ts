import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ErrorCode, SocketCloseCode, SocketConfig } from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/lib/pg-errors';
import { makeUser, sleep, TestSocket, wsUrl } from './chat-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SOCKET_HEARTBEAT_MS: '5000' } });
});
afterAll(() => t.close());

/** An app on a database handle the test controls (no jobs, no migrations: the handle may be dead). */
async function appOn(db: Db, close: () => Promise<void> = async () => {}, routes?: (app: FastifyInstance) => void) {
  const database: Database = { db, kind: 'postgres', ping: async () => void (await db.execute(sql`select 1`)), close };
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', JOBS_POLL_MS: '0' }),
    database,
    logger: false,
  });
  routes?.(app);
  await app.ready();
  return app;
}

const unavailable = { status: ErrorCode.Unavailable, data: null, msg: 'unavailable' };

describe('a database outage', () => {
  it('answers 503 unavailable when the server refuses connections', async () => {
    // Port 1 on loopback: nothing listens there, so every connect is refused.
    const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    const app = await appOn(drizzlePg(pool) as unknown as Db, () => pool.end());
    try {
      for (const url of ['/api/config/GetCountry', '/api/product/GetMerchantList']) {
        const res = await app.inject({ method: 'POST', url, payload: {} });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual(unavailable);
        expect(res.headers['retry-after']).toBeDefined();
      }
    } finally {
      await app.close();
      await pool.end().catch(() => {});
    }
  });

  it('answers 503 unavailable once the embedded database is closed', async () => {
    const client = new PGlite();
    const app = await appOn(drizzlePglite(client) as unknown as Db);
    try {
      await client.close();
      const res = await app.inject({ method: 'POST', url: '/api/config/GetCountry', payload: {} });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
    } finally {
      await app.close();
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'answers 503 when PostgreSQL terminates the connection mid-query (57P01)',
    async () => {
      const marker = `wf_outage_${Date.now()}`;
      const app = await appOn(t.app.db, undefined, (a) =>
        a.post('/test/slow-query', async () => {
          await a.db.execute(sql.raw(`select pg_sleep(5) as ${marker}`));
          return { done: true };
        }),
      );
      const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await killer.connect();
      try {
        const pending = app.inject({ method: 'POST', url: '/test/slow-query', payload: {} });
        let killed = 0;
        for (let i = 0; i < 50 && killed === 0; i++) {
          await sleep(50);
          const r = await killer.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where query like $1 and pid <> pg_backend_pid()`,
            [`select pg_sleep(5) as ${marker}%`],
          );
          killed = r.rowCount ?? 0;
        }
        expect(killed).toBeGreaterThan(0);
        const res = await pending;
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(unavailable);
      } finally {
        await killer.end();
        await app.close();
      }
    },
  );

  it('recognises the drivers’ ways of saying the database is gone, and nothing else', () => {
    const wrap = (cause: object) =>
      Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001', '08P01']) {
      expect(isDatabaseUnavailable(wrap(Object.assign(new Error('x'), { code }))), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    );
    for (const code of ['23505', '22P02', '40001', '42P01']) {
      expect(isDatabaseUnavailable(wrap(Object.assign(new Error('x'), { code }))), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

/** Sends raw bytes to a listening app and reads until the server closes the connection. */
async function rawExchange(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => {
      out += c;
    });
    socket.on('close', () => resolve(out));
    socket.on('error', (err) => (out ? resolve(out) : reject(err)));
    setTimeout(() => reject(new Error(`no answer: ${out}`)), 5000).unref();
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe('transport errors leave in the envelope', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  it('431 for headers too large', async () => {
    const raw = await rawExchange(
      port,
      `POST /api/config/info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\nContent-Length: 2\r\n\r\n{}`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(raw)).toEqual({ status: ErrorCode.BodyTooLarge, data: null, msg: 'body_too_large' });
  });

  it('400 for malformed HTTP', async () => {
    const raw = await rawExchange(port, 'THIS IS NOT HTTP\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(raw)).toEqual({ status: ErrorCode.BadJson, data: null, msg: 'bad_json' });
  });

  it('415 for an unsupported media type, 400 for bad JSON and a bad content length, 413 for a large body', async () => {
    const cases = [
      { headers: { 'content-type': 'text/xml' }, payload: '<x/>', http: 415, msg: 'bad_json' },
      { headers: { 'content-type': 'application/json' }, payload: '{"a":', http: 400, msg: 'bad_json' },
      {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ key: 'x'.repeat(2_000_000) }),
        http: 413,
        msg: 'body_too_large',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/config/GetProtocol', ...c });
      expect(res.statusCode, c.headers['content-type']).toBe(c.http);
      expect(res.json(), c.headers['content-type']).toMatchObject({ data: null, msg: c.msg });
    }
    const raw = await rawExchange(
      port,
      'POST /api/config/info HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    );
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(raw)).toMatchObject({ data: null });
  });
});

describe('uploaded files', () => {
  // Public uploads here; chat files (members only, by signed URL) get the same rule: chat-files.test.ts.
  it('serves documents as attachments and images inline', async () => {
    const dir = path.join(t.dataDir, 'uploads', 'review');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'doc.pdf'), '%PDF-1.4\n<script>alert(1)</script>');
    fs.writeFileSync(path.join(dir, 'pic.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const pdf = await t.app.inject({ method: 'GET', url: '/uploads/review/doc.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    const png = await t.app.inject({ method: 'GET', url: '/uploads/review/pic.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-disposition']).toBeUndefined();
  });
});

describe('socket floods', () => {
  /** Sends `n` frames at once and counts what came back before the socket closed (or 1.5 s passed). */
  async function flood(s: TestSocket, n: number, frame: string) {
    let answers = 0;
    s.ws.on('message', () => {
      answers++;
    });
    for (let i = 0; i < n; i++) s.ws.send(frame);
    const closed = await Promise.race([s.closed, sleep(1500).then(() => null)]);
    return { answers, closed };
  }

  it('answers heartbeats at most the per-second allowance, then closes with a policy violation', async () => {
    const u = await makeUser(t.app.db);
    const s = await TestSocket.login(await wsUrl(t.app), u.token, { heartbeat: false });
    const { answers, closed } = await flood(s, 20_000, JSON.stringify({ type: 'chat/heartbeat', data: { t: 1 } }));
    expect(answers).toBeLessThanOrEqual(SocketConfig.maxFramesPerSecond);
    expect(closed?.code).toBe(SocketCloseCode.policyViolation);
  });

  it('answers invalid frames at most the allowance too, logged in or not', async () => {
    for (const frame of ['{not json', JSON.stringify({ type: 'chat/teleport' })]) {
      const s = await TestSocket.open(await wsUrl(t.app));
      const { answers, closed } = await flood(s, 20_000, frame);
      expect(answers, frame).toBeLessThanOrEqual(SocketConfig.maxFramesPerSecond);
      expect(closed?.code, frame).toBe(SocketCloseCode.policyViolation);
    }
  });

  it('keeps a socket within the allowance open, and refuses text a database cannot store', async () => {
    const u = await makeUser(t.app.db);
    const s = await TestSocket.login(await wsUrl(t.app), u.token, { heartbeat: false });
    const { answers, closed } = await flood(s, 10, JSON.stringify({ type: 'chat/heartbeat', data: { t: 1 } }));
    expect(answers).toBe(10);
    expect(closed).toBeNull();
    s.send({ type: 'chat/send', data: { toId: String(u.id), kind: 'text', content: 'x\u0000y', clientId: 'c-1' } });
    expect((await s.next('status')).data).toMatchObject({ status: ErrorCode.ParameterError, ref: 'chat/send' });
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    await s.close();
  });
});
