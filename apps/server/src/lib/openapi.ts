/**
 * What the served OpenAPI document (/api/docs) says beyond the routes' own schemas: how callers
 * authenticate, and fixes for what the zod-to-JSON-schema step cannot say in OpenAPI 3.0. The lint
 * (`apps/server/scripts/openapi-lint.ts`, in `npm run lint`) holds the document to Redocly's rules.
 */

/** The two kinds of token; both travel as `Authorization: Bearer` (or, as the spec has it, the body's `token`). */
export const securitySchemes = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description: 'A user session token from /user/Login or /user/Register (also accepted as the body field `token`).',
  },
  operator: {
    type: 'http',
    scheme: 'bearer',
    description: 'A back-office operator session token from /admin/Login (never a user token).',
  },
} as const;

export type Access = 'public' | keyof typeof securitySchemes;

/** An operation's `security`: public calls say so with an empty list. */
export const securityOf = (access: Access) => (access === 'public' ? [] : [{ [access]: [] }]);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * OpenAPI 3.0's `nullable` only counts beside a `type`: a nullable union (`oneOf`/`anyOf` without a
 * type, as a nullable discriminated union comes out) becomes the union plus an explicit null member.
 */
function nullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableUnions(item);
    return;
  }
  if (!isObject(node)) return;
  for (const value of Object.values(node)) nullableUnions(value);
  if (node.nullable !== true || 'type' in node) return;
  const key = Array.isArray(node.oneOf) ? 'oneOf' : Array.isArray(node.anyOf) ? 'anyOf' : null;
  if (!key) return;
  delete node.nullable;
  (node[key] as unknown[]).push({ type: 'object', nullable: true, enum: [null] });
}

/** The last step before the document is served (fastify-swagger's `transformObject`). */
export function finishOpenapi<T>(doc: T): T {
  nullableUnions((doc as Json).paths);
  nullableUnions((doc as Json).components);
  return doc;
}
