import { allEndpoints, type Endpoint, ErrorCode, errorKeyOf } from '@wayfare/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, operatorToken } from './wallet-fixtures';

/**
 * Every operation of the registry, fed bodies generated from its own zod request schema: mostly valid-ish
 * (what the schema asks for, so handlers run), then made hostile field by field (NUL, lone surrogates,
 * huge strings, deep nesting, wrong types). Whatever comes in, the answer is never a 500 and every
 * refusal is a catalogue code with its own key. Bounded in runs and time: it runs in every CI run.
 */

const RUNS_PER_ENDPOINT = 30;
const MIN_RUNS = 3;
/** The whole suite's budget; each endpoint gets its share. */
const BUDGET_MS = 45_000;

type Def = { type: string } & Record<string, unknown>;
type Zod = { _zod: { def: Def; bag?: Record<string, unknown> } };

const hostileStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'null',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '🍜'.repeat(200),
  'x'.repeat(70_000),
);

const deep = (depth: number, leaf: unknown) => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Anything at all that is not what a field asks for. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    -1e308,
    [],
    {},
    { __proto__: { admin: true } },
    { constructor: { prototype: {} } },
    [null],
  ),
  fc.integer({ min: 1, max: 3_000 }).map((d) => deep(d, 'x\u0000')),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
  fc.string({ maxLength: 30 }),
  fc.integer(),
);

/** A value the schema would likely accept (bounded depth). */
function valid(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const z = schema as Zod;
  const def = z?._zod?.def;
  if (!def || depth > 6) return fc.constant(undefined);
  const bag = z._zod.bag ?? {};
  switch (def.type) {
    case 'string': {
      const patterns = bag.patterns as Set<RegExp> | undefined;
      const min = typeof bag.minimum === 'number' ? bag.minimum : 0;
      const max = typeof bag.maximum === 'number' ? Math.min(bag.maximum, 64) : 24;
      const text = fc.string({ minLength: Math.min(min, max), maxLength: Math.max(min, max) });
      // Free text sometimes carries what a database cannot store, in the middle of otherwise fine text.
      const plain = fc.oneof(
        { weight: 3, arbitrary: text },
        {
          weight: 1,
          arbitrary: fc.tuple(text, fc.constantFrom('\u0000', '\ud800', '\udfff')).map(([a, b]) => a + b + a),
        },
      );
      if (patterns && patterns.size > 0) {
        const [pattern] = [...patterns];
        return fc.oneof({ weight: 4, arbitrary: fc.stringMatching(pattern!) }, { weight: 1, arbitrary: plain });
      }
      if (bag.format === 'email') return fc.emailAddress();
      return plain;
    }
    case 'number': {
      const min = typeof bag.minimum === 'number' && Number.isFinite(bag.minimum) ? bag.minimum : -1_000_000;
      const max = typeof bag.maximum === 'number' && Number.isFinite(bag.maximum) ? bag.maximum : 1_000_000;
      const ints = fc.integer({ min: Math.max(min, -2_000_000_000), max: Math.min(max, 2_000_000_000) });
      return def.coerce ? fc.oneof(ints, ints.map(String)) : ints;
    }
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(def.element, depth + 1), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((i) => valid(i, depth + 1)));
    case 'object': {
      const shape = def.shape as Record<string, Zod>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) model[key] = valid(field, depth + 1);
      return fc.record(model, { requiredKeys: Object.keys(shape).filter((k) => !isOptional(shape[k])) });
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => valid(o, depth + 1)));
    case 'record':
      return fc.dictionary(
        valid(def.keyType, depth + 1).filter((k): k is string => typeof k === 'string'),
        valid(def.valueType, depth + 1),
        { maxKeys: 3 },
      );
    case 'optional':
      return fc.option(valid(def.innerType, depth + 1), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(valid(def.innerType, depth + 1), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return valid(def.innerType, depth + 1);
    case 'pipe':
      return valid(def.in, depth + 1);
    case 'lazy':
      return valid((def.getter as () => unknown)(), depth + 1);
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

const isOptional = (schema: unknown) => (schema as { _zod?: { optin?: string } })._zod?.optin !== undefined;

/** A valid-ish body, then some of its fields (or the whole body) swapped for hostile values. */
function bodies(e: Endpoint): fc.Arbitrary<unknown> {
  const base = valid(e.request);
  return fc.oneof(
    { weight: 3, arbitrary: base },
    {
      weight: 5,
      arbitrary: fc
        .tuple(base, fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 4 }))
        .map(([body, swaps]) => {
          if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
          const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
          const keys = [...Object.keys(out), 'token', 'extra'];
          for (const [i, value] of swaps) out[keys[i % keys.length]!] = value;
          return out;
        }),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

const catalogue = new Set<number>(Object.values(ErrorCode));

let t: TestApp;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureWalletWorld(t.database);
  userToken = (await createUser(t.database, { balance: 100_000 })).token;
  adminToken = (await operatorToken(t, 'admin')).token;
  started = Date.now();
});
afterAll(() => t.close());

const endpoints = allEndpoints.filter((e) => e.path !== '/upload/File');
let started = Date.now();
let sent = 0;

async function send(e: Endpoint, body: unknown, withToken: boolean) {
  const token = e.roles ? adminToken : userToken;
  const headers: Record<string, string> = withToken ? { authorization: `Bearer ${token}` } : {};
  if (e.method === 'GET') {
    const query =
      body && typeof body === 'object' && !Array.isArray(body)
        ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
        : {};
    return t.app.inject({ method: 'GET', url: `/api${e.path}`, query, headers });
  }
  return t.app.inject({
    method: 'POST',
    url: `/api${e.path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body) ?? 'null',
  });
}

describe('contract fuzz: generated bodies against every operation', () => {
  it.each(endpoints.map((e) => [e.path, e] as const))(
    '%s: never a 500, every refusal a catalogue code',
    async (_p, e) => {
      // Runs sized to this operation's share of the remaining budget, at the pace measured so far (a loaded
      // machine runs fewer), never fewer than MIN_RUNS.
      const remaining = BUDGET_MS - (Date.now() - started);
      const share = remaining / Math.max(1, endpoints.length - endpoints.indexOf(e));
      const pace = sent > 0 ? (Date.now() - started) / sent : 20;
      const numRuns = Math.max(MIN_RUNS, Math.min(RUNS_PER_ENDPOINT, Math.floor(share / pace)));
      await fc.assert(
        fc.asyncProperty(bodies(e), fc.boolean(), async (body, withToken) => {
          const res = await send(e, body, withToken);
          sent++;
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          const envelope = res.json() as { status: number; msg: string };
          if (envelope.status === 0) {
            expect(res.statusCode).toBe(200);
            return;
          }
          expect(catalogue.has(envelope.status), JSON.stringify(envelope)).toBe(true);
          expect(envelope.msg).toBe(errorKeyOf(envelope.status));
        }),
        { numRuns, ...seedOf(e.path) },
      );
    },
  );
});

/** A new seed every run (fast-check prints it with a failure); FUZZ_SEED=<n> replays one. */
function seedOf(path: string): { seed?: number } {
  if (!process.env.FUZZ_SEED) return {};
  let h = Number(process.env.FUZZ_SEED);
  for (const c of path) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return { seed: h };
}
