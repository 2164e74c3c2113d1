import { adminLogin, adminLogout } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { defineRoute } from '../../lib/route';
import { createAdminService } from './admin.service';

/**
 * `/admin/Login` and `/admin/Logout`: operators sign in and out here. The back-office calls themselves live
 * with their modules as `<module>.admin.routes.ts`, each through `defineAdminRoute` (lib/admin-route.ts),
 * which checks the operator's session and role and hands the handler `ctx.audit`.
 */
export async function adminRoutes(app: FastifyInstance) {
  const service = createAdminService({ db: app.db, limiter: app.limiter, events: app.events });
  defineRoute(app, adminLogin, async ({ body }) => service.login(body.username, body.password), {
    rateLimit: { max: 30, timeWindow: 60_000 },
  });
  defineAdminRoute(app, adminLogout, async ({ operator }) => {
    await service.logout(operator);
    return null;
  });
}
