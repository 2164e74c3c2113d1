import type { Endpoint, Locale, OperatorRole, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import { envelope, ok } from '@wayfare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import { tokenOf } from '../../plugins/auth';
import { adminRepository as repo } from './admin.repository';

export type AuthOperator = { id: number; username: string; role: OperatorRole; sessionId: number };

export type AdminContext<E extends Endpoint> = {
  body: ParsedRequestOf<E>;
  req: FastifyRequest;
  locale: Locale;
  operator: AuthOperator;
};

declare module 'fastify' {
  interface FastifyRequest {
    operator: AuthOperator | null;
  }
}

/**
 * Serves an operator call at `/api` + its path. The token (body `token` or `Authorization: Bearer`) must
 * be a live OPERATOR session: user sessions live in another table and never match, and operator tokens
 * never match a user session, so neither kind opens the other's calls. The operator's role must be one
 * of the endpoint's `roles` (Forbidden otherwise).
 */
export function defineAdminRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: AdminContext<E>) => Promise<ResponseOf<E>>,
) {
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      [endpoint.method === 'GET' ? 'querystring' : 'body']: endpoint.request,
      response: { 200: envelope(endpoint.response) },
      summary: endpoint.summary,
      tags: ['admin'],
    },
    // The user-session check of the auth plugin is off here; this route checks operators instead.
    config: { auth: false },
    preValidation: async (req: FastifyRequest) => {
      const token = tokenOf(req);
      const operator = token ? await repo.session(app.db, sha256(token)) : null;
      if (!operator) throw new AppError('LoginExpired');
      if (endpoint.roles && !endpoint.roles.includes(operator.role as OperatorRole)) throw new AppError('Forbidden');
      req.operator = { ...operator, role: operator.role as OperatorRole };
    },
    handler: async (req) => {
      const body = (endpoint.method === 'GET' ? req.query : req.body) as ParsedRequestOf<E>;
      return ok(await handler({ body, req, locale: req.locale, operator: req.operator! }));
    },
  });
}
