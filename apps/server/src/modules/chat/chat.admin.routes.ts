import { adminUserMute } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';

/** `/admin/UserMute`: operators mute a user in chat, everywhere or in one conversation; audited. */
export async function chatAdminRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminUserMute, async ({ body, audit }) => {
    const { uid, muted, chatGroup_id: chatGroupId } = body;
    const state = await app.chat.setMuted({ uid, muted, chatGroupId }, (tx, target) =>
      audit(tx, muted ? 'user.mute' : 'user.unmute', `user:${target.userId}`, {
        chatGroupId: target.chatGroupId ?? null,
        note: body.note,
        after: { muted },
      }),
    );
    return {
      uid: String(state.userId),
      frozen: state.frozen,
      // One conversation's mute is reported as set; otherwise the account-wide flag.
      muted: chatGroupId === undefined ? state.muted : muted,
      sessionsEnded: 0,
    };
  });
}
