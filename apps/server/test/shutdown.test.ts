import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp, serverRoot } from '../src/app';
import { loadConfig } from '../src/config';
import { drain } from '../src/lib/shutdown';
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
  });

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
        const timer = setTimeout(() => reject(new Error(`not ready: ${out}`)), 60_000);
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
  }, 90_000);
});
