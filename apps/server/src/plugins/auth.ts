import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/crypto';

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
export async function findSession(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: users.id, sessionId: sessions.id, countryCode: users.countryCode })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.frozen, false),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Resolves `req.user` before validation. A protected route without a live session answers -100;
 * open routes still learn who is calling when a valid token is present.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preValidation', async (req) => {
    const token = tokenOf(req);
    req.sessionToken = token ?? null;
    if (token) req.user = await findSession(app.db, token);
    if (req.routeOptions.config.auth && !req.user) throw new AppError('LoginExpired');
  });
});
