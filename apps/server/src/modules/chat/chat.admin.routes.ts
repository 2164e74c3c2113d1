import { adminSupportInbox, adminSupportMessages, adminSupportReply, adminUserMute } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';

/**
 * Chat in the back office: `/admin/UserMute` (mute a user everywhere or in one conversation; audited) and
 * the support inbox (`/admin/SupportInbox`, `/admin/SupportMessages`, `/admin/SupportReply`: operators
 * answer as "Support", audited).
 */
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

  defineAdminRoute(app, adminSupportInbox, async ({ body }) => app.chat.supportInbox(body.page, body.pageSize));
  defineAdminRoute(app, adminSupportMessages, async ({ body }) => app.chat.supportMessages(body));
  defineAdminRoute(app, adminSupportReply, async ({ body, audit }) => {
    const sent = await app.chat.replyAsSupport({
      chatGroupId: body.chatGroup_id,
      content: body.content,
      clientId: body.clientId,
    });
    // The message is stored by chat's one send path (its own statement); its record follows it, once.
    if (!sent.duplicate)
      await audit(app.db, 'support.reply', `chat:${sent.groupId}`, {
        before: { lastMessageId: sent.lastMessageId === null ? null : String(sent.lastMessageId) },
        after: { messageId: sent.message.id, content: body.content },
      });
    return sent.message;
  });
}
