import { envelope, getMerchantList, ok, payOrder } from '@wayfare/contracts';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import { compileChecker, NO, OK, UNSURE, zodParseSerializer } from './zod-serializer';

const serializerOf = (schema: z.ZodType) =>
  zodParseSerializer({ schema, method: 'POST', url: '/test', httpStatus: '200' } as never) as (d: unknown) => string;

/** What the serializer must answer: JSON of zod's parse, or a ResponseSerializationError. */
function expectSameAsZod(schema: z.ZodType, value: unknown) {
  const parsed = safeParse(schema, value);
  const serialize = serializerOf(schema);
  if (parsed.success) expect(serialize(value)).toBe(JSON.stringify(parsed.data));
  else expect(() => serialize(value)).toThrow(ResponseSerializationError);
}

const card = {
  mid: '6',
  mType: 1,
  name: 'Sukhumvit Burger Co.',
  category: 'burgers',
  city: 'Bangkok',
  logo: '/assets/demo/merchants/a.svg',
  cover: '/assets/demo/merchants/b.svg',
  rating: 4.7,
  ratingCount: 2980,
  sales: 11250,
  avgPrice: 29_000,
  deliveryFee: 2_900,
  minOrder: 20_000,
  stars: 0,
  tags: ['top_rated', 'say "hi" \\ \u0001'],
  unit: 'THB',
  open: true,
  opensAt: null,
  distance: 185,
  inRange: null,
};
const list = envelope(getMerchantList.response);
const page = (cards: unknown[]) => ok({ list: cards, total: cards.length, page: 1, limt: 20, hasMore: false });

describe('response serializer', () => {
  it('stringifies an answer that is already in the schema’s form as it is', () => {
    expect(compileChecker(list)(page([card, card]))).toBe(OK);
    expectSameAsZod(list, page([card, { ...card, distance: null, inRange: true }]));
    const paid = {
      oid: '1',
      status: 1,
      payStatus: 1,
      amount: 23_000,
      unit: 'THB',
      payment: null,
      balance: 0,
      balanceUnit: 'THB',
      paidAt: '2026-01-01T00:00:00.000Z',
    };
    expect(compileChecker(envelope(payOrder.response))(ok(paid))).toBe(OK);
    expectSameAsZod(envelope(payOrder.response), ok(paid));
  });

  it('gives the parse’s answer for extra keys, another key order, class instances and toJSON', () => {
    const { mid, ...rest } = card;
    class Card {
      constructor() {
        Object.assign(this, card);
      }
    }
    const variants = [
      { ...card, secret: 'x' },
      { ...rest, mid },
      new Card(),
      { ...card, toJSON: () => ({ leaked: true }) },
      Object.defineProperty({ ...rest }, 'mid', { value: '6', enumerable: false }),
    ];
    for (const v of variants) {
      expect(compileChecker(list)(page([v]))).toBe(UNSURE);
      expectSameAsZod(list, page([v]));
      expect(serializerOf(list)(page([v]))).not.toMatch(/secret|leaked/);
    }
  });

  it('refuses what the schema refuses, with the same error as before', () => {
    for (const bad of [
      { ...card, mType: 1.5 },
      { ...card, avgPrice: Number.MAX_SAFE_INTEGER + 2 },
      { ...card, rating: Number.NaN },
      { ...card, name: undefined },
      { ...card, tags: 'top_rated' },
      { ...card, open: 'yes' },
    ]) {
      expect(compileChecker(list)(page([bad]))).not.toBe(OK);
      expectSameAsZod(list, page([bad]));
    }
    const { name: _gone, ...missing } = card;
    expect(compileChecker(list)(page([missing]))).toBe(NO);
    expectSameAsZod(list, page([missing]));
  });

  it('matches zod on optional, nullable, union, enum, literal, record and checked values', () => {
    const schema = z.object({
      a: z.string().optional(),
      b: z.number().int().nullable(),
      c: z.union([z.literal('x'), z.object({ k: z.string() }), z.number()]),
      d: z.enum(['one', 'two']),
      e: z.array(z.string().max(3)).max(2),
      f: z.record(z.string(), z.number()).optional(),
      g: z.string().trim(),
      h: z.unknown(),
    });
    const base = { b: null, c: 'x', d: 'one', e: ['abc'], g: 'g', h: 1 };
    const values = [
      base,
      { ...base, a: undefined },
      { ...base, a: 'a', b: 3 },
      { ...base, c: { k: 'v', extra: 1 } },
      { ...base, c: 7 },
      { ...base, c: true },
      { ...base, d: 'three' },
      { ...base, e: ['abcd'] },
      { ...base, e: ['a', 'b', 'c'] },
      { ...base, f: { n: 1 } },
      { ...base, f: { n: 'x' } },
      { ...base, g: '  padded  ' },
      { ...base, h: undefined },
      (({ h: _h, ...r }) => r)(base),
    ];
    for (const v of values) expectSameAsZod(schema, v);
  });

  it('serializes error answers with params', () => {
    expectSameAsZod(list, { status: 1013, data: null, msg: 'x', params: { seconds: 3, reason: 'remote_login' } });
    expectSameAsZod(list, { status: 1013, data: null, msg: 'x', params: { seconds: {} } });
  });
});
