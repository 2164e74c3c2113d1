import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './endpoints/registry';
import { blankAsAbsent, findUnsafeText, parseRequest } from './wire';

/** Optional top-level fields of a request schema (in any object option of a union). */
function optionalFields(schema: unknown): string[] {
  const out = new Set<string>();
  const walk = (s: unknown) => {
    const def = (s as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'pipe') return walk(def.in);
    if (def.type === 'union') return (def.options as unknown[]).forEach(walk);
    if (def.type !== 'object') return;
    for (const [key, field] of Object.entries(def.shape as Record<string, { _zod: { optin?: string } }>)) {
      if (field._zod.optin !== undefined) out.add(key);
    }
  };
  walk(schema);
  return [...out];
}

const issuesAt = (schema: z.ZodType, body: unknown) => {
  const r = parseRequest(schema, body);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('"" in an optional field reads as absent', () => {
  const cases = allEndpoints.flatMap((e) => optionalFields(e.request).map((f) => [e.path, f, e.request] as const));

  it('covers the registry', () => {
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases)('%s %s', (_path, field, schema) => {
    expect(issuesAt(schema, { [field]: '' })).toEqual(issuesAt(schema, {}));
  });

  it('reaches nested objects and arrays, and leaves required fields to the schema', () => {
    const schema = z.object({
      name: z.string().min(1),
      note: z.string().min(2).optional(),
      items: z.array(z.object({ id: z.string(), remark: z.string().min(1).optional() })),
      page: z.coerce.number().int().min(1).default(1),
    });
    expect(blankAsAbsent(schema, { name: '', note: '', items: [{ id: '1', remark: '' }], page: '' })).toEqual({
      name: '',
      items: [{ id: '1' }],
    });
    expect(parseRequest(schema, { name: 'x', note: '', items: [], page: '' }).data).toEqual({
      name: 'x',
      items: [],
      page: 1,
    });
  });
});

describe('text a database cannot store', () => {
  it('finds NUL and lone surrogates anywhere, and nothing in well-formed text', () => {
    expect(findUnsafeText({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(findUnsafeText({ a: '\ud800' })).toBe('a');
    expect(findUnsafeText({ a: 'x\udc00y' })).toBe('a');
    expect(findUnsafeText({ 'k\u0000': 1 })).toBe('k?');
    expect(findUnsafeText('\u0000')).toBe('(body)');
    expect(findUnsafeText({ a: '🍜 ไทย 中文 हिन्दी', b: [1, true, null], c: { d: '' } })).toBeNull();
  });

  it('walks deep nesting without exhausting the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)*$/);
  });
});
