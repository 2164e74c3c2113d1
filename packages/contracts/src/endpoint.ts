import type { z } from 'zod';
import type { OperatorRole } from './enums';

/**
 * One API call. `path` is the spec path (served under `/api`), `auth` says whether a session token is
 * required, `money` marks calls that move money (they accept an idempotency key).
 * `addition` marks calls the product needs beyond the spec's list.
 */
export type Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Auth extends boolean = boolean,
> = {
  path: string;
  method: 'POST' | 'GET';
  auth: Auth;
  summary: string;
  request: Req;
  response: Res;
  money?: boolean;
  addition?: boolean;
  /** Admin calls (`/admin/...`): the operator roles allowed. Their token is an operator session. */
  roles?: readonly OperatorRole[];
};

/** Keeps `auth` literal so servers know whether a handler always has a user. */
export const defineEndpoint = <Req extends z.ZodType, Res extends z.ZodType, Auth extends boolean>(
  e: Endpoint<Req, Res, Auth>,
): Endpoint<Req, Res, Auth> => e;

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType, boolean> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodType, boolean> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res, boolean> ? z.output<Res> : never;
