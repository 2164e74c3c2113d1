import { allEndpoints, type Endpoint, ErrorCode } from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, operatorToken } from './wallet-fixtures';

/** Top-level fields of a request schema (every object option of a union), each with whether it is optional. */
function fieldsOf(schema: unknown): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const walk = (s: unknown) => {
    const def = (s as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'pipe') return walk(def.in);
    if (def.type === 'union') return (def.options as unknown[]).forEach(walk);
    if (def.type !== 'object') return;
    for (const [key, field] of Object.entries(def.shape as Record<string, { _zod: { optin?: string } }>)) {
      const optional = field._zod.optin !== undefined;
      out.set(key, (out.get(key) ?? true) && optional);
    }
  };
  walk(schema);
  return out;
}

const jsonEndpoints = allEndpoints.filter((e) => e.path !== '/upload/File');

let t: TestApp;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureWalletWorld(t.database);
  userToken = (await createUser(t.database)).token;
  adminToken = (await operatorToken(t, 'admin')).token;
});
afterAll(() => t.close());

async function send(e: Endpoint, body: Record<string, unknown>, asUser = userToken) {
  const token = e.roles ? adminToken : asUser;
  const res =
    e.method === 'GET'
      ? await t.app.inject({
          method: 'GET',
          url: `/api${e.path}`,
          query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
          headers: { authorization: `Bearer ${token}` },
        })
      : await t.app.inject({
          method: 'POST',
          url: `/api${e.path}`,
          payload: body,
          headers: { authorization: `Bearer ${token}` },
        });
  return { http: res.statusCode, ...(res.json() as { status: number; msg: string; params?: { fields?: string } }) };
}

describe('text a database cannot store', () => {
  const hostile = ['a\u0000b', '\ud800', 'x\udfff', '\u0000'];

  it.each(jsonEndpoints.map((e) => [e.path, e] as const))(
    '%s refuses NUL and lone surrogates in any field',
    async (_p, e) => {
      const fields = [...fieldsOf(e.request).keys(), 'token', 'extra'];
      for (const [i, field] of fields.entries()) {
        // A URL cannot carry a lone surrogate (it arrives as U+FFFD), but it can carry NUL.
        const bad = e.method === 'GET' ? 'a\u0000b' : hostile[i % hostile.length]!;
        const res = await send(e, { [field]: bad });
        expect(res, `${e.path} ${field}=${JSON.stringify(bad)}`).toMatchObject({
          http: 200,
          status: ErrorCode.ParameterError,
          msg: 'parameter_error',
        });
        expect(res.params?.fields).toBe(field);
      }
    },
  );

  it('refuses them nested, in keys and in the token of the spec (Login, GetMerchantList, CreateOrder)', async () => {
    const cases: [string, unknown][] = [
      ['/user/Login', { account: 'demo@wayfare.test\u0000', logonPassword: 'x' }],
      ['/user/Login', { account: 'demo@wayfare.test', logonPassword: '\ud83d' }],
      ['/product/GetMerchantList', { name: 'pad\u0000thai' }],
      ['/product/GetMerchantList', { name: 'pad thai', token: 'abc\u0000' }],
      ['/order/CreateOrder', { mid: '1', products: [{ pid: '1', remark: '\udc00' }] }],
      ['/user/UserSaveInfos', { 'na\u0000me': 'x' }],
    ];
    for (const [p, body] of cases) {
      const res = await t.call(p, body);
      expect(res, `${p} ${JSON.stringify(body)}`).toMatchObject({ http: 200, status: ErrorCode.ParameterError });
    }
    // Well-formed pairs (emoji) stay welcome.
    const emoji = await t.call('/product/GetMerchantList', { name: '🍜 noodles' });
    expect(emoji.status).toBe(0);
  });

  it('refuses them in the text parts of an upload', async () => {
    const boundary = 'wfboundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/File',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('purpose', 'avatar')}${part('token', 'abc\u0000def')}--${boundary}--\r\n`,
    });
    expect(res.json()).toMatchObject({ status: ErrorCode.ParameterError, params: { fields: 'token' } });
  });

  it('refuses them in GET query strings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/info?x=%00' });
    expect(res.statusCode).not.toBe(500);
  });
});

describe('an old client sending "" for fields it leaves empty', () => {
  it.each(jsonEndpoints.map((e) => [e.path, e] as const))(
    '%s takes "" in every optional field as absent',
    async (_p, e) => {
      const optional = [...fieldsOf(e.request)].filter(([, opt]) => opt).map(([k]) => k);
      if (optional.length === 0) return;
      // Each call as a fresh user, so a call that changes state cannot change the other's answer.
      const blankUser = await createUser(t.database, { pin: null });
      const absentUser = await createUser(t.database, { pin: null });
      const blank = await send(e, Object.fromEntries(optional.map((k) => [k, ''])), blankUser.token);
      const absent = await send(e, {}, absentUser.token);
      const answer = (r: typeof blank) => ({ http: r.http, status: r.status, msg: r.msg, params: r.params });
      expect(answer(blank)).toEqual(answer(absent));
    },
  );

  it('registers with "inviteCode": "" as if it were left out', async () => {
    const res = await t.call('/user/Register', {
      account: 'old-client@example.com',
      logonPassword: 'secret-pass-1',
      inviteCode: '',
      code: '123456',
      countryCode: '',
      codeToken: 'x'.repeat(32),
    });
    expect(res.msg).not.toBe('parameter_error');
    expect(res.status).toBe(ErrorCode.CodeIncorrect);
  });

  it('still refuses "" in a required field', async () => {
    const res = await t.call('/config/GetProtocol', { key: '' });
    expect(res).toMatchObject({ status: ErrorCode.ParameterError, params: { fields: 'key' } });
  });
});

describe('logs of a failed query', () => {
  it('carry neither the SQL parameter values nor the user secrets', async () => {
    const logs: string[] = [];
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'info' }),
      database: t.database,
      logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    });
    app.post('/test/fails', async (req) => {
      const { secret } = req.body as { secret: string };
      await app.db.execute(sql`select ${secret}::int as n`);
      return { ok: true };
    });
    await app.ready();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/test/fails',
        payload: { secret: 'hunter2-password-value' },
        headers: { authorization: 'Bearer very-secret-token-value' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ status: ErrorCode.InternalError, msg: 'internal_error' });
      const text = logs.join('\n');
      expect(text).toContain('unhandled error');
      expect(text).not.toContain('hunter2-password-value');
      expect(text).not.toContain('very-secret-token-value');
      // The driver's own words stay (code, message), so the failure can still be diagnosed.
      expect(text).toContain('22P02');
    } finally {
      await app.close();
    }
  });
});
