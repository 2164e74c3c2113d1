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
    // The message is stored by chat's one send path; its record is written in the same transaction (a new
    // message only: a resend of the same clientId is neither stored nor recorded again).
    const sent = await app.chat.replyAsSupport(
      { chatGroupId: body.chatGroup_id, content: body.content, clientId: body.clientId },
      (tx, answer) =>
        audit(tx, 'support.reply', `chat:${answer.groupId}`, {
          before: { lastMessageId: answer.lastMessageId === null ? null : String(answer.lastMessageId) },
          after: { messageId: String(answer.messageId), content: body.content },
        }),
    );
    return sent.message;
  });
}
