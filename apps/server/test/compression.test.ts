import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// A build as `npm run build` leaves it: hashed files under static/ with their .br and .gz beside them
// (apps/web/vite.config.ts, precompress), index.html at the root.
let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-web-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'static'));
  const html = `<!doctype html><title>Wayfare</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
  fs.writeFileSync(path.join(webDist, 'index.html'), html);
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(html));
  fs.writeFileSync(path.join(webDist, 'index.html.gz'), zlib.gzipSync(html));
  const file = path.join(webDist, 'static', 'app-Bx1y2Z3a.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  t = await createTestApp({ seed: true, env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

describe('built assets', () => {
  const get = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/static/app-Bx1y2Z3a.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('come precompressed as brotli when asked, cached for a year', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
    expect(decode('br', res.rawPayload)).toBe(script);
  });

  it('come as gzip when only gzip is accepted', async () => {
    const res = await get('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode('gzip', res.rawPayload)).toBe(script);
  });

  it('come as they are when no encoding is asked', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('index.html (any page path) is never cached and comes precompressed as asked', async () => {
    const page = (acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': acceptEncoding } });
    for (const [asked, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await page(asked);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-encoding']).toBe(sent);
      expect(decode(sent, res.rawPayload)).toContain('<div id="root">');
    }
  });
});

describe('API answers', () => {
  const home = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/config/GetHomeConfig',
      payload: {},
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('a large answer comes as brotli, gzip or identity as asked, with the same content', async () => {
    const plain = await home();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().status).toBe(0);

    const br = await home('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decode('br', br.rawPayload))).toEqual(plain.json());

    const gz = await home('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gz.rawPayload))).toEqual(plain.json());
  });

  it('a small answer is not compressed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config/info',
      payload: {},
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
