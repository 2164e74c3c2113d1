import { adminUserFreeze } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { setUserFrozen } from './user.service';

/** `/admin/UserFreeze`: operators freeze a user (every session ends at once) or unfreeze one; audited. */
export async function userAdminRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminUserFreeze, async ({ body, audit }) => {
    const state = await setUserFrozen(
      app.db,
      app.events,
      { uid: body.uid, frozen: body.frozen },
      (tx, userId, before) =>
        audit(tx, body.frozen ? 'user.freeze' : 'user.unfreeze', `user:${userId}`, {
          note: body.note,
          before,
          after: { frozen: body.frozen },
        }),
    );
    return {
      uid: String(state.userId),
      frozen: state.frozen,
      muted: state.muted,
      sessionsEnded: state.sessionIds.length,
    };
  });
}
