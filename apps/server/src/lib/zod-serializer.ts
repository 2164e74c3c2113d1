import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * The app's response serializer. What leaves is exactly `JSON.stringify` of the response schema's parse
 * of the answer (unknown keys stripped, every check run), and an answer the schema refuses throws
 * `ResponseSerializationError`, as `fastify-type-provider-zod`'s own serializer does (which encodes: the
 * same output here, as response schemas have no codecs or transforms, at about four times the cost).
 *
 * Parsing builds a copy of the whole answer only for `JSON.stringify` to walk it again; in the server
 * that copy cost as much as 15 µs of a page of 20 merchant cards. So each response schema is compiled
 * once into a checker that walks the answer without copying it, runs the schema's own checks on every
 * value, and also proves that the answer is already what the parse would give back: plain objects whose
 * own keys are the schema's, in its order. Then the answer itself is stringified. Anything it cannot
 * prove (an extra key, another key order, a class instance, a failed check, or a kind of schema it does
 * not compile: records, defaults, transforms, refinements on objects...) goes through zod's parse as
 * before. (A writer that produced the JSON text itself in the same pass was tried and was no faster than
 * `JSON.stringify`.)
 */
export const zodParseSerializer: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zod = resolveSchema(schema);
  const check = compileChecker(zod);
  return (data) => {
    if (check(data) === OK) return JSON.stringify(data);
    const result = safeParse(zod, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** A schema as Fastify hands it over (the zod schema itself, or wrapped by the OpenAPI plugins). */
function resolveSchema(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof $ZodType) return inner;
  throw new Error('response schema is not a zod schema');
}

/**
 * OK: the schema accepts the value and its parse would be the value itself, as far as JSON can tell.
 * NO: the schema refuses it (a wrong type, a missing key). UNSURE: anything else; zod decides.
 */
export const OK = 0;
export const NO = 1;
export const UNSURE = 2;
type Verdict = typeof OK | typeof NO | typeof UNSURE;
export type Checker = (value: unknown) => Verdict;

type Internals = {
  def: {
    type: string;
    checks?: $ZodType[];
    coerce?: boolean;
    shape?: Record<string, $ZodType>;
    catchall?: $ZodType;
    innerType?: $ZodType;
    element?: $ZodType;
    options?: $ZodType[];
    discriminator?: string;
    inclusive?: boolean;
    check?: string;
  };
  traits: Set<string>;
  optin?: 'optional' | 'defaulted';
  values?: Set<unknown>;
  check?: Check;
};
type Check = (payload: { value: unknown; issues: unknown[] }) => unknown;
const internals = (s: $ZodType) => (s as unknown as { _zod: Internals })._zod;

const unsure: Checker = () => UNSURE;

/** Compiles one schema (and, recursively, its parts) into a checker. Exported for tests. */
export function compileChecker(schema: $ZodType): Checker {
  const z = internals(schema);
  const checks = checksOf(schema);
  if (!checks) return unsure;
  switch (z.def.type) {
    case 'string':
      if (z.def.coerce) return unsure;
      return (v) => (typeof v !== 'string' ? NO : passes(checks, v) ? OK : UNSURE);
    case 'number':
      if (z.def.coerce) return unsure;
      // zod's number: a finite number (not NaN, not ±Infinity).
      return (v) => (typeof v !== 'number' || !Number.isFinite(v) ? NO : passes(checks, v) ? OK : UNSURE);
    case 'boolean':
      if (z.def.coerce || checks.length) return unsure;
      return (v) => (typeof v === 'boolean' ? OK : NO);
    case 'null':
      if (checks.length) return unsure;
      return (v) => (v === null ? OK : NO);
    case 'literal':
    case 'enum': {
      const values = z.values;
      if (!values || checks.length || [...values].some((x) => !isJsonScalar(x))) return unsure;
      return (v) => (values.has(v) ? OK : NO);
    }
    case 'nullable': {
      if (checks.length || !z.def.innerType) return unsure;
      const inner = compileChecker(z.def.innerType);
      return (v) => (v === null ? OK : inner(v));
    }
    case 'optional': {
      const innerType = z.def.innerType;
      // Only the plain optional: absent stays absent (an exact optional or a defaulted inner behave otherwise).
      if (checks.length || !innerType || z.traits.has('$ZodExactOptional') || internals(innerType).optin) {
        return unsure;
      }
      const inner = compileChecker(innerType);
      return (v) => (v === undefined ? OK : inner(v));
    }
    case 'array':
      return arrayChecker(schema, checks) ?? unsure;
    case 'object':
      if (checks.length) return unsure;
      return objectChecker(schema) ?? unsure;
    case 'union': {
      const options = z.def.options;
      if (
        checks.length ||
        !options?.length ||
        z.def.discriminator !== undefined ||
        z.def.inclusive === false ||
        z.traits.has('$ZodDiscriminatedUnion')
      ) {
        return unsure;
      }
      // zod's union answers the first option that accepts the value: an option that may accept it decides.
      const checkers = options.map(compileChecker);
      return (v) => {
        for (const check of checkers) {
          const verdict = check(v);
          if (verdict !== NO) return verdict;
        }
        return NO;
      };
    }
    default:
      return unsure;
  }
}

/** Length checks only (they read the same from the value as from its parsed copy). */
const ARRAY_CHECKS = new Set(['min_length', 'max_length', 'length_equals']);

function arrayChecker(schema: $ZodType, checks: Check[]): Checker | null {
  const z = internals(schema);
  if (!z.def.element || (z.def.checks ?? []).some((c) => !ARRAY_CHECKS.has(internals(c).def.check ?? ''))) {
    return null;
  }
  const element = compileChecker(z.def.element);
  return (v) => {
    if (!Array.isArray(v)) return NO;
    // A subclass (or an own toJSON) could stringify differently from the plain array the parse gives back.
    if (Object.getPrototypeOf(v) !== Array.prototype || hasToJson(v) || !passes(checks, v)) return UNSURE;
    let verdict: Verdict = OK;
    for (let i = 0; i < v.length; i++) {
      const r = element(v[i]);
      if (r === NO) return NO;
      if (r === UNSURE) verdict = UNSURE;
    }
    return verdict;
  };
}

/**
 * zod's (stripping) object, for a plain object whose own enumerable keys are all in the shape, in the
 * shape's order, and which has every shape key that holds a value among them: then its JSON is the JSON
 * of the parsed copy. A key whose schema is not optional must be there even if its schema takes undefined.
 */
function objectChecker(schema: $ZodType): Checker | null {
  const z = internals(schema);
  const shape = z.def.shape;
  if (!shape || z.def.catchall !== undefined || Object.getOwnPropertySymbols(shape).length) return null;
  const keys = Object.keys(shape);
  if (keys.includes('__proto__') || keys.includes('toJSON')) return null;
  const checkers = keys.map((k) => compileChecker(shape[k] as $ZodType));
  const required = keys.map((k) => internals(shape[k] as $ZodType).optin === undefined);
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return NO;
    const record = v as Record<string, unknown>;
    // Own enumerable keys, matched against the shape's in order: all of them must be matched, and every
    // shape key holding a value must be one of them.
    const own = Object.keys(record);
    let matched = 0;
    let verdict: Verdict = OK;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const isOwn = own[matched] === key;
      if (isOwn) matched++;
      const value = record[key];
      if (value === undefined) {
        if (required[i] && !isOwn && !(key in record)) return NO;
      } else if (!isOwn) {
        verdict = UNSURE;
      }
      const r = (checkers[i] as Checker)(value);
      if (r === NO) return NO;
      if (r === UNSURE) verdict = UNSURE;
    }
    if (verdict !== OK || matched !== own.length) return UNSURE;
    const proto = Object.getPrototypeOf(v);
    return (proto !== Object.prototype && proto !== null) || hasToJson(v) ? UNSURE : OK;
  };
}

/**
 * The checks zod runs on a value of this schema (its own, when the schema is itself a check, as `z.int()`
 * is), as zod's check functions; null when one rewrites the value (trim, lower case...).
 */
function checksOf(schema: $ZodType): Check[] | null {
  const z = internals(schema);
  const list = [...(z.def.checks ?? [])];
  if (z.traits.has('$ZodCheck')) list.unshift(schema);
  const fns: Check[] = [];
  for (const c of list) {
    const ci = internals(c);
    if (ci.def.check === 'overwrite' || typeof ci.check !== 'function') return null;
    fns.push(ci.check);
  }
  return fns;
}

const payload: { value: unknown; issues: unknown[] } = { value: undefined, issues: [] };

/** Every check accepts the value (zod may skip some of them; a refusal leaves the verdict to zod). */
function passes(checks: Check[], value: unknown): boolean {
  if (checks.length === 0) return true;
  payload.value = value;
  if (payload.issues.length) payload.issues = [];
  for (const check of checks) {
    if (check(payload) instanceof Promise || payload.issues.length) return false;
  }
  return true;
}

const hasToJson = (v: object) => (v as { toJSON?: unknown }).toJSON !== undefined;

const isJsonScalar = (v: unknown) =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
