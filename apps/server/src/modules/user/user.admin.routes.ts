import { adminUserEndSessions, adminUserFreeze, adminUserResetWithdrawPassword } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { endAllSessions, resetWithdrawPassword, setUserFrozen } from './user.service';

/**
 * Operators on a user's account, each audited: freeze (every session ends at once) or unfreeze; clear the
 * withdrawal password; end every session.
 */
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

  defineAdminRoute(app, adminUserResetWithdrawPassword, async ({ body, audit }) => {
    const state = await resetWithdrawPassword(app.db, body.uid, (tx, userId, before) =>
      audit(tx, 'user.withdraw_password_reset', `user:${userId}`, {
        note: body.note,
        before,
        after: { hasWithdrawPassword: false },
      }),
    );
    return {
      uid: String(state.userId),
      frozen: state.frozen,
      muted: state.muted,
      sessionsEnded: 0,
      hasWithdrawPassword: false,
    };
  });

  defineAdminRoute(app, adminUserEndSessions, async ({ body, audit }) => {
    const state = await endAllSessions(app.db, app.events, body.uid, (tx, userId, ended) =>
      audit(tx, 'user.end_sessions', `user:${userId}`, {
        note: body.note,
        before: { liveSessions: ended.length },
        after: { liveSessions: 0 },
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
