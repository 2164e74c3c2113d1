import type { Endpoint, Locale, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import { envelope, ok } from '@wayfare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { type AuthOperator, operatorAudit, operatorOfToken } from '../modules/admin/admin.service';
import { tokenOf } from '../plugins/auth';
import { AppError } from './app-error';
import { securityOf } from './openapi';

/**
 * Writes one audit record for the calling operator, in the transaction `tx` of the change it records
 * (so a decision is never stored without its record, nor a record without its decision).
 */
export type AuditWriter = (
  tx: Executor,
  action: string,
  target: string,
  data: Record<string, unknown>,
) => Promise<void>;

export type AdminContext<E extends Endpoint> = {
  body: ParsedRequestOf<E>;
  req: FastifyRequest;
  locale: Locale;
  operator: AuthOperator;
  audit: AuditWriter;
};

/**
 * Serves an operator call at `/api` + its path (back-office routes live in `<module>.admin.routes.ts`).
 * The token (body `token` or `Authorization: Bearer`) must be a live OPERATOR session: user sessions
 * live in another table and never match, and operator tokens never match a user session, so neither
 * kind opens the other's calls. The operator's role must be one of the endpoint's `roles` (Forbidden
 * otherwise). Every change goes through `ctx.audit`, so no route touches the audit log itself.
 */
export function defineAdminRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: AdminContext<E>) => Promise<ResponseOf<E>>,
) {
  const operators = new WeakMap<FastifyRequest, AuthOperator>();
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      [endpoint.method === 'GET' ? 'querystring' : 'body']: endpoint.request,
      response: { 200: envelope(endpoint.response) },
      summary: endpoint.summary,
      // /admin/Login itself is a public defineRoute; every call here needs an operator token.
      security: securityOf('operator'),
      tags: ['admin'],
    },
    // The user-session check of the auth plugin is off here; this route checks operators instead.
    config: { auth: false },
    preValidation: async (req: FastifyRequest) => {
      const token = tokenOf(req);
      const operator = token ? await operatorOfToken(app.db, token) : null;
      if (!operator) throw new AppError('LoginExpired');
      if (endpoint.roles && !endpoint.roles.includes(operator.role)) throw new AppError('Forbidden');
      operators.set(req, operator);
    },
    handler: async (req) => {
      const body = (endpoint.method === 'GET' ? req.query : req.body) as ParsedRequestOf<E>;
      const operator = operators.get(req)!;
      return ok(await handler({ body, req, locale: req.locale, operator, audit: operatorAudit(operator.id) }));
    },
  });
}
