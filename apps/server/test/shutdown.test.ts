import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SocketCloseCode } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { loadConfig, serverRoot } from '../src/config';
import { drain } from '../src/lib/shutdown';
import { sleep } from './chat-fixtures';
import { openTestDatabase } from './helpers';

describe('graceful shutdown', () => {
  it('lets in-flight requests finish and answers new ones with 503', async () => {
    const database = await openTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-shutdown-'));
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database,
      logger: false,
    });
    app.get('/test/slow', async () => {
      await new Promise((r) => setTimeout(r, 600));
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const inFlight = fetch(`${address}/test/slow`);
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const closing = drain(app);
      const late = await app.inject({ method: 'POST', url: '/api/config/info', payload: {} });
      expect(late.statusCode).toBe(503);
      expect(late.json()).toMatchObject({ msg: 'unavailable' });
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      await closing;
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('the server process exits cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-sigterm-'));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/server.ts')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready: ${out}`)), 90_000);
        child.stdout.on('data', () => {
          if (out.includes('Wayfare is running at')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const started = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** The server as production runs it: its own process, on its own embedded database, logging JSON. */
async function startServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-drain-'));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/server.ts')], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      JOBS_POLL_MS: '0',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const collect = (c: Buffer) => {
    out = (out + c.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  // A server that never gets ready is not left behind.
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready: ${out}`)), 90_000);
    const check = () => {
      const m = /Wayfare is running at http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => reject(new Error(`exited before ready: ${out}`)));
  }).catch((err: unknown) => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  return {
    child,
    port,
    exited,
    output: () => out,
    cleanup: () => {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Outcome = { http: number; body: string } | { error: string };

/** One POST over the given keep-alive agent. */
function post(agent: http.Agent, port: number, url: string, body = '{}', timeoutMs = 30_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      { agent, port, host: '127.0.0.1', method: 'POST', path: url, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ http: res.statusCode ?? 0, body: text }));
        res.on('error', (err) => resolve({ error: err.message }));
      },
    );
    req.on('error', (err) => resolve({ error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}` }));
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

describe('SIGTERM on a busy server process', () => {
  it('finishes 150 in-flight keep-alive requests, answers late ones 503, tells sockets to reconnect, and exits', async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 150 });
    try {
      // Warm up: 150 open keep-alive connections, as behind a load balancer.
      const warm = await Promise.all(
        Array.from({ length: 150 }, () => post(agent, server.port, '/api/config/GetCountry')),
      );
      expect(warm.every((o) => 'http' in o && o.http === 200)).toBe(true);
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const socketClosed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));

      const inFlight = Array.from({ length: 150 }, (_, i) =>
        post(agent, server.port, i % 2 ? '/api/config/GetCountry' : '/api/product/GetMerchantList'),
      );
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const outcomes = await Promise.all(inFlight);

      const failures = outcomes.filter((o) => {
        if ('error' in o) return true;
        if (o.http === 200) return JSON.parse(o.body).status !== 0;
        if (o.http === 503) return JSON.parse(o.body).msg !== 'unavailable';
        return true;
      });
      expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);
      // A request after the drain began is refused in the envelope (or finds the port closed).
      const late = await post(agent, server.port, '/api/config/GetCountry');
      if ('http' in late) expect(JSON.parse(late.body)).toMatchObject({ msg: 'unavailable' });

      expect(await socketClosed).toBe(SocketCloseCode.serviceRestart);
      const exit = await server.exited;
      expect(exit.code, server.output().slice(-2000)).toBe(0);
      expect(exit.at - signalledAt).toBeLessThan(10_000);
    } finally {
      agent.destroy();
      server.cleanup();
    }
  }, 180_000);

  it('still exits on SIGTERM when its log reader stalls or goes away (stdout pipe full or closed)', async () => {
    const scenario = async (reader: 'stalled' | 'closed') => {
      const server = await startServer();
      try {
        if (reader === 'stalled') {
          // Nobody reads the pipe any more: it fills up with request logs.
          server.child.stdout.removeAllListeners('data');
          server.child.stdout.pause();
        } else {
          server.child.stdout.destroy();
          server.child.stderr.destroy();
        }
        const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
        let answered = 0;
        for (let i = 0; i < 40; i++) {
          const batch = await Promise.all(
            Array.from({ length: 20 }, () => post(agent, server.port, '/api/config/GetCountry', '{}', 3_000)),
          );
          answered += batch.filter((o) => 'http' in o && o.http === 200).length;
        }
        agent.destroy();
        const signalledAt = Date.now();
        server.child.kill('SIGTERM');
        const exit = await Promise.race([server.exited, sleep(15_000).then(() => null)]);
        return { reader, answered, exitedAfter: exit ? exit.at - signalledAt : null };
      } finally {
        server.cleanup();
      }
    };
    // One after the other: two servers starting at once on a small machine can take a minute.
    const results = [await scenario('stalled'), await scenario('closed')];
    for (const r of results) {
      expect(r.answered, r.reader).toBe(800);
      expect(r.exitedAfter, `${r.reader}: still running 15 s after SIGTERM`).not.toBeNull();
      expect(r.exitedAfter!, r.reader).toBeLessThan(10_000);
    }
  }, 240_000);
});
