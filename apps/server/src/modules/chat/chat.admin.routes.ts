import { adminUserMute } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';

/** `/admin/UserMute`: operators mute a user in chat, everywhere or in one conversation; audited. */
export async function chatAdminRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminUserMute, async ({ body, audit }) => {
    const chatGroupId = body.chatGroup_id === undefined ? undefined : Number(body.chatGroup_id);
    const state = await app.chat.setMuted({ userId: Number(body.uid), muted: body.muted, chatGroupId }, (tx) =>
      audit(tx, body.muted ? 'user.mute' : 'user.unmute', `user:${body.uid}`, {
        chatGroupId: chatGroupId ?? null,
        note: body.note,
      }),
    );
    return {
      uid: String(state.userId),
      frozen: state.frozen,
      // One conversation's mute is reported as set; otherwise the account-wide flag.
      muted: chatGroupId === undefined ? state.muted : body.muted,
      sessionsEnded: 0,
    };
  });
}
