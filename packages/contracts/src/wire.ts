import type { z } from 'zod';

/**
 * What every request body (and socket frame) must satisfy before any schema looks at it, and how old
 * clients' habits are read. The server applies both to every route centrally; new endpoints need
 * nothing of their own.
 */

/** NUL, a high surrogate without its low half, or a low surrogate without its high half. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const unsafeText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string cannot be stored as text (PostgreSQL refuses NUL; lone surrogates are not UTF-8). */
export const isUnsafeText = (s: string): boolean => unsafeText.test(s);

/**
 * The dotted path of the first string (value or key) in `value` that is not storable text, or null.
 * Walks iteratively, so a deeply nested hostile body cannot exhaust the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: { v: unknown; path: string }[] = [{ v: value, path: '' }];
  while (stack.length > 0) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnsafeText(v)) return path || '(body)';
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], path: path ? `${path}.${i}` : String(i) });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (isUnsafeText(key)) return at.replace(unsafeTextGlobal(), '?');
        stack.push({ v: item, path: at });
      }
    }
  }
  return null;
}

const unsafeTextGlobal = () => new RegExp(unsafeText.source, 'g');

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Whether an object key of this schema may be left out (zod: any `optin`, i.e. optional or with a default). */
export const isOptionalField = (schema: unknown): boolean =>
  (schema as { _zod?: { optin?: string } } | undefined)?._zod?.optin !== undefined;

/** The schema a wrapper (optional, nullable, default, pipe, lazy...) checks its input with. */
function unwrap(schema: unknown): unknown {
  let s = schema;
  for (let depth = 0; depth < 16; depth++) {
    const def = defOf(s);
    if (!def) return s;
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'catch':
      case 'readonly':
        s = def.innerType;
        break;
      case 'pipe':
        s = def.in;
        break;
      case 'lazy':
        s = (def.getter as () => unknown)();
        break;
      default:
        return s;
    }
  }
  return s;
}

/** Object shapes a schema accepts: its own, or each object option of a union. */
function shapesOf(schema: unknown): Record<string, unknown>[] {
  const def = defOf(unwrap(schema));
  if (def?.type === 'object') return [def.shape as Record<string, unknown>];
  if (def?.type === 'union') return (def.options as unknown[]).flatMap(shapesOf);
  return [];
}

/**
 * Old clients send every field of the spec's bodies, the empty ones as `""`: a `""` in a field the schema
 * lets the client leave out means "absent". Returns a copy without those keys (nested objects and arrays
 * included); everything else is left for the schema to judge.
 */
export function blankAsAbsent(schema: unknown, value: unknown, depth = 0): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (!def) return value;
  if (Array.isArray(value)) {
    if (def.type !== 'array') return value;
    return value.map((item) => blankAsAbsent(def.element, item, depth + 1));
  }
  const shapes = shapesOf(inner);
  if (shapes.length === 0) return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const fields = shapes.map((shape) => shape[key]).filter((f) => f !== undefined);
    if (fields.length === 0) continue;
    let next: unknown = item;
    let drop = false;
    if (item === '') drop = fields.every(isOptionalField);
    else if (item !== null && typeof item === 'object' && fields.length === 1)
      next = blankAsAbsent(fields[0], item, depth + 1);
    if (!drop && next === item) continue;
    out ??= { ...(value as Record<string, unknown>) };
    if (drop) delete out[key];
    else out[key] = next;
  }
  return out ?? value;
}

/** Parses a request the way the server does: `""` in optional fields read as absent, then the schema. */
export const parseRequest = <S extends z.ZodType>(schema: S, body: unknown) =>
  schema.safeParse(blankAsAbsent(schema, body));
