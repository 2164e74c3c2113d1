import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { liveSession, sessionEndReason } from '../modules/user/user.service';

export type AuthUser = { id: number; sessionId: number; countryCode: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The token the caller sent, read before validation (contract schemas drop the body's `token`). */
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    auth?: boolean;
  }
}

/** The token from the body's `token` field (spec) or `Authorization: Bearer`. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const body = req.body as { token?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.token === 'string' && body.token) return body.token;
  return undefined;
}

/** Finds the live session behind a token, or null (unknown, expired, revoked, frozen or deleted user). */
export const findSession = (db: Db, token: string): Promise<AuthUser | null> => liveSession(db, token);

/**
 * Resolves `req.user` before validation. A protected route without a live session answers -100;
 * open routes still learn who is calling when a valid token is present.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  /** Still -100 (the spec's answer), but a session ended by a login elsewhere says so, so the client can show
   * "logged in on another device" instead of "login expired". */
  const refusal = async (token: string) => {
    const reason = await sessionEndReason(app.db, token);
    return new AppError('LoginExpired', reason === 'remote_login' ? { reason } : undefined);
  };
  // A callback hook (an async one costs a promise and a microtask turn on every request): calls without a
  // token finish at once, the others once their session is looked up. Added to each route with whether it
  // needs a session fixed then (reading `req.routeOptions` builds an object on every request).
  const hookFor = (required: boolean): preValidationHookHandler =>
    function resolveUser(req, _reply, done) {
      const token = tokenOf(req);
      req.sessionToken = token ?? null;
      if (!token) return done(required ? new AppError('LoginExpired') : undefined);
      findSession(app.db, token)
        .then(async (user) => {
          req.user = user;
          if (required && !user) throw await refusal(token);
        })
        .then(() => done(), done);
    };
  const open = hookFor(false);
  const protectedRoute = hookFor(true);
  app.addHook('onRoute', (route) => {
    const hook = route.config?.auth ? protectedRoute : open;
    // First of the route's own hooks, as when it ran for every route (an operator route's check comes after).
    route.preValidation = [hook, ...(route.preValidation === undefined ? [] : [route.preValidation].flat())];
  });
});
