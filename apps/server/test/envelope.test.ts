import { ErrorCode } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(() => t.close());

describe('envelope and failure classes', () => {
  it('answers success as { status: 0, data, msg }', async () => {
    const res = await t.call('/config/info');
    expect(res.http).toBe(200);
    expect(res.status).toBe(0);
    expect(res.msg).toBe('success');
    expect(res.data).toMatchObject({ appName: 'Wayfare', version: '2.0.0' });
  });

  it('turns a body that fails the contract into a parameter error naming the field', async () => {
    const res = await t.call('/config/GetProtocol', { key: '' });
    expect(res).toMatchObject({ http: 200, status: ErrorCode.ParameterError, msg: 'parameter_error', data: null });
    expect(res.params?.fields).toBe('key');
    const wrongType = await t.call('/config/GetNewInfo', { _id: 'abc' });
    expect(wrongType.status).toBe(ErrorCode.ParameterError);
  });

  it('answers bad JSON with 400 and a catalogue code, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config/info',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: ErrorCode.BadJson, data: null, msg: 'bad_json' });
    expect(res.body).not.toMatch(/at \w+ \(/);
  });

  it('treats an empty body as {}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config/info',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json().status).toBe(0);
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/config/GetProtocol',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ key: 'x'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: ErrorCode.BodyTooLarge, msg: 'body_too_large' });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nope/Nothing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: ErrorCode.UnknownPath, msg: 'unknown_path' });
  });

  it('answers a missing resource with not_found', async () => {
    const res = await t.call('/config/GetNewInfo', { _id: '999999' });
    expect(res).toMatchObject({ status: ErrorCode.NotFound, msg: 'not_found', data: null });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/config/info', payload: {} });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/config/GetHomeConfig');
  });

  it('reports health only when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});

describe('rate limit', () => {
  it('trips with 429 and says how long to wait', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' }, database: t.database });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await limited.call('/config/info'));
      expect(answers.slice(0, 3).every((a) => a.status === 0)).toBe(true);
      const last = answers[4]!;
      expect(last.http).toBe(429);
      expect(last.status).toBe(ErrorCode.TooManyOperations);
      expect(Number(last.params?.seconds)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
