import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { createTestApp, openTestDatabase, type TestApp } from './helpers';

// Two instances on one database and one bus (Redis when REDIS_URL is set, else the in-process bus they
// share by prefix), as behind a load balancer.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const database = await openTestDatabase({ template: 'seeded' });
  const env = { REDIS_PREFIX: `wf-test-${randomBytes(4).toString('hex')}:` };
  a = await createTestApp({ seed: true, database, env });
  b = await createTestApp({ database, env });
}, 120_000);
afterAll(async () => {
  await b.close();
  await a.close();
  await a.database.close();
});

const post = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, payload: {}, headers });

const usName = async (t: TestApp) =>
  (
    JSON.parse((await post(t, '/config/GetCountry')).body) as { data: { list: { code: string; name: string }[] } }
  ).data.list.find((c) => c.code === 'US')?.name;

describe('read-mostly answers', () => {
  it('GetCountry carries an ETag; sent back, it answers 304 without a body', async () => {
    const first = await post(a, '/config/GetCountry');
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe(0);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await post(a, '/config/GetCountry', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await post(a, '/config/GetCountry', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('each language has its own answer and ETag', async () => {
    const en = await post(a, '/config/GetCountry', { 'accept-language': 'en' });
    const th = await post(a, '/config/GetCountry', { 'accept-language': 'th-TH' });
    expect(en.headers.etag).not.toBe(th.headers.etag);
    expect(en.body).not.toBe(th.body);
  });

  it('an operator change reaches every instance once invalidated on one of them', async () => {
    const before = await usName(b);
    expect(before).toBeTruthy();
    const etagBefore = (await post(b, '/config/GetCountry')).headers.etag;
    await rawQuery(
      a.database.db,
      `update countries set name = jsonb_set(name, '{en}', '"United States (test)"') where code = 'US'`,
    );
    // Kept until invalidated: both instances still answer what they stored.
    expect(await usName(b)).toBe(before);

    await a.app.readCache.invalidate();
    for (let i = 0; i < 50 && (await usName(b)) === before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await usName(b)).toBe('United States (test)');
    expect(await usName(a)).toBe('United States (test)');
    const after = await post(b, '/config/GetCountry', { 'if-none-match': etagBefore as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etagBefore);
  });

  it('GetHomeConfig is kept for readers not signed in, with ETag and 304', async () => {
    const first = await post(b, '/config/GetHomeConfig');
    expect(first.json().status).toBe(0);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await post(b, '/config/GetHomeConfig', { 'if-none-match': etag })).statusCode).toBe(304);

    await rawQuery(a.database.db, `update banners set title = jsonb_set(title, '{en}', '"Changed banner"')`);
    await a.app.readCache.invalidate();
    let body = '';
    for (let i = 0; i < 50 && !body.includes('Changed banner'); i++) {
      body = (await post(b, '/config/GetHomeConfig')).body;
      if (!body.includes('Changed banner')) await new Promise((r) => setTimeout(r, 20));
    }
    expect(body).toContain('Changed banner');
  });
});

describe('kept answers compressed once', () => {
  const asked = (encoding?: string) =>
    post(a, '/config/GetHomeConfig', encoding === undefined ? {} : { 'accept-encoding': encoding });

  it('go out as brotli, gzip or as they are, by what the client takes, all under one ETag', async () => {
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().status).toBe(0);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');

    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await asked('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    for (const refused of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await asked(refused);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
    const optedOut = await post(a, '/config/GetHomeConfig', { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(optedOut.headers['content-encoding']).toBeUndefined();

    expect(new Set([plain, br, gz].map((r) => r.headers.etag)).size).toBe(1);
    expect((await post(a, '/config/GetHomeConfig', { 'if-none-match': br.headers.etag as string })).statusCode).toBe(
      304,
    );
  });

  it('keep the security headers and the per-IP limit of every API call', async () => {
    const res = await asked('br');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['x-ratelimit-limit'])).toBeGreaterThan(0);
    const left = Number(res.headers['x-ratelimit-remaining']);
    expect(Number((await asked('br')).headers['x-ratelimit-remaining'])).toBe(left - 1);
  });
});
