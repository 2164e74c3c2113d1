import {
  getChatGroupInfo,
  getConversationList,
  getMessageList,
  markRead,
  openConversation,
  sendMessage,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineRoute } from '../../lib/route';
import { type ChatService, createChatService } from './chat.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Chat for other modules: `sendCard` (pay-on-behalf), `postSystemNotice`, `sendAsSupport`... */
    chat: ChatService;
  }
}

/**
 * Chat over HTTP (`/chat/*`, `/user/GetChatGroupInfo`; the operator's `/admin/UserMute` is in chat.admin.routes.ts) and over the
 * socket (`chat/send`, `chat/notReadNum`). Needs the realtime plugin registered first.
 */
export const chatRoutes = fp(
  async (app: FastifyInstance) => {
    const chat = createChatService({
      db: app.db,
      config: app.config,
      realtime: app.realtime,
      log: app.log,
      limiter: app.limiter,
      uploadUrls: app.uploadUrls,
      events: app.events,
    });
    app.decorate('chat', chat);

    defineRoute(app, getConversationList, async ({ body, user }) => chat.list(user.id, body.page, body.limt));
    defineRoute(app, getMessageList, async ({ body, user }) => chat.messages(user.id, body));
    defineRoute(app, markRead, async ({ body, user }) => chat.markRead(user.id, body.chatGroup_id, body.lastId));
    defineRoute(app, openConversation, async ({ body, user }) => chat.open(user.id, body));
    defineRoute(app, sendMessage, async ({ body, user }) => (await chat.send(user.id, body)).message);
    defineRoute(app, getChatGroupInfo, async ({ body, user }) => chat.groupInfo(user.id, body.chatGroup_id));

    app.realtime.handle('chat/send', async (ctx, data) => {
      const { message, duplicate } = await chat.send(ctx.user.id, data);
      // A resend is not delivered again to everyone; the asking socket still gets its bubble confirmed.
      if (duplicate) ctx.send({ type: 'onMessage', data: { kind: 'chat', message } });
      ctx.send({ type: 'status', data: { status: 0, msg: 'ok', ref: 'chat/send', clientId: data.clientId } });
    });
    app.realtime.handle('chat/notReadNum', async (ctx) => {
      ctx.send({ type: 'notReadNum', data: await chat.unreadCounts(ctx.user.id) });
    });
  },
  { name: 'chat', dependencies: ['realtime'] },
);
