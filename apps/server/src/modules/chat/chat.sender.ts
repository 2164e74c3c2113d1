import type { ChatMessage, chatSendInput } from '@wayfare/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { fail } from '../../lib/app-error';
import { type QuotaRule, takeQuota } from '../../lib/attempts';
import type { EventBus } from '../../lib/events';
import { rowId } from '../../lib/ids';
import type { Limiter } from '../../lib/limiter';
import type { Realtime } from '../../realtime/hub';
import { type Cards, orderCards } from '../order/order-card.service';
import { limitMbOf } from '../upload/upload.rules';
import { createUploadService } from '../upload/upload.service';
import type { UploadUrls } from '../upload/upload.urls';
import { cardRefs, type FileUrl, type MessagePayload, toChatMessage } from './chat.mapper';
import { type GroupRow, chatRepository as repo } from './chat.repository';
import {
  type MessageRow,
  type MessageWithSender,
  messageRepository as messages,
  type Target,
  targetQueries,
} from './message.repository';
import { isSupportUser, SUPPORT_ACK_TITLE, supportUserId } from './support';

export type ChatDeps = {
  db: Db;
  config: Config;
  realtime: Realtime;
  log: FastifyBaseLogger;
  limiter: Limiter;
  uploadUrls: UploadUrls;
  /** Where a message in a support chat is announced to the back office's inbox (`admin.queue`). */
  events?: EventBus;
};
export type ChatSend = z.output<typeof chatSendInput>;
export type SendTarget = { chatGroup_id?: string; toId?: string };

export const noCards: Cards = { orders: new Map(), payRequests: new Map() };
const pairKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

/**
 * New people a user may look up by id (a first chat with them) per minute and per day, so stepping `toId`
 * through every id cannot list the users. Unknown ids count too: probing which ids exist is slowed the same.
 */
export const peerLookupRules = (userId: number): QuotaRule[] => [
  { key: `peer:m:${userId}`, max: 10, windowSeconds: 60 },
  { key: `peer:d:${userId}`, max: 100, windowSeconds: 86_400 },
];

/**
 * The send path: where a message goes (a conversation the sender is in, or the direct chat with a user,
 * made on first use), what it may refer to (the sender's own uploads, orders and pay requests), storing it
 * once per client id, and delivering it to every member's sockets on every instance (the sender's other
 * devices included).
 */
export function createChatSender(deps: ChatDeps) {
  const { db, config, realtime, log } = deps;
  const uploads = createUploadService(db, config);
  const chatRule = uploads.rules.chat;
  const targets = targetQueries(db);
  // Messages reach members only (a listing checks membership; delivery goes to members' sockets), so every
  // file URL in them can carry the signature that lets a browser's <img> fetch it.
  async function fileUrls(): Promise<FileUrl> {
    const signer = await deps.uploadUrls.signer();
    return (path) => (deps.uploadUrls.isPrivate(path) ? signer.sign(path) : path);
  }

  async function mapMessages(rows: MessageWithSender[]): Promise<ChatMessage[]> {
    const refs = cardRefs(rows);
    const cards =
      refs.oids.length || refs.pids.length
        ? await orderCards.load(db, refs, { now: new Date(), publicUrl: config.PUBLIC_URL })
        : noCards;
    const fileUrl = await fileUrls();
    return rows.map((r) => toChatMessage(r, cards, fileUrl));
  }

  async function supportGroupOf(userId: number): Promise<GroupRow> {
    const supportId = await supportUserId(db);
    if (supportId === userId) fail('CannotMessageSelf');
    return repo.ensurePaired(db, { kind: 'support', pairKey: `support:${userId}` }, [
      { userId, role: 'member' },
      { userId: supportId, role: 'operator' },
    ]);
  }

  /** The direct conversation with `toId` (the support chat when `toId` is the support account). */
  async function directWith(userId: number, toId: number): Promise<GroupRow> {
    if (toId === userId) fail('CannotMessageSelf');
    const existing = await repo.groupByPairKey(db, pairKey(userId, toId));
    if (existing) return existing;
    return createDirect(userId, toId);
  }

  async function createDirect(userId: number, toId: number): Promise<GroupRow> {
    await takeQuota(deps.limiter, peerLookupRules(userId));
    const peer = await repo.user(db, toId);
    if (!peer || peer.deleted) return fail('ToIdNotFound');
    if (isSupportUser(peer.infos)) return supportGroupOf(userId);
    return repo.ensurePaired(db, { kind: 'direct', pairKey: pairKey(userId, toId) }, [
      { userId, role: 'member' },
      { userId: toId, role: 'member' },
    ]);
  }

  /** The conversation a message goes to, with its members; the caller must be one of them. */
  async function resolve(userId: number, t: SendTarget): Promise<Target> {
    if (t.toId !== undefined) {
      const toId = rowId(t.toId, 'ToIdNotFound');
      if (toId === userId) fail('CannotMessageSelf');
      const found = await targets.byPairKey(pairKey(userId, toId));
      if (found) return found;
      const group = await createDirect(userId, toId);
      return (await targets.byId(group.id)) ?? fail('MessageSendFailed');
    }
    const found = await targets.byId(rowId(t.chatGroup_id ?? '', 'NotFound'));
    if (!found?.members.some((m) => m.userId === userId)) return fail('NotFound');
    return found;
  }

  /** Checks what a message refers to and builds its stored content and payload. */
  async function contentOf(userId: number, input: ChatSend): Promise<{ content: string; payload: MessagePayload }> {
    switch (input.kind) {
      case 'text':
        return { content: input.content, payload: {} };
      case 'image':
      case 'file': {
        const upload = await uploads.own(userId, input.url, 'chat');
        if (!upload || (input.kind === 'image' && !upload.mime.startsWith('image/'))) {
          return fail('ParameterError', { fields: 'url' });
        }
        if (upload.size > chatRule.maxBytes) fail('UploadFailed', { limitMb: limitMbOf(chatRule) });
        const { path: url, name, size, mime, width, height } = upload;
        return { content: input.content, payload: { file: { url, name, size, mime, width, height } } };
      }
      case 'order': {
        const order = await orderCards.ownOrder(db, input.oid, userId);
        if (!order) return fail('OrderNotFound');
        return { content: input.content, payload: { oid: order.oid, order } };
      }
      case 'pay_request': {
        if (!(await orderCards.ownPayRequest(db, input.pid, userId))) return fail('OrderNotFound');
        const cards = await orderCards.load(
          db,
          { oids: [], pids: [input.pid] },
          { now: new Date(), publicUrl: config.PUBLIC_URL },
        );
        return { content: input.content, payload: { pid: input.pid, payRequest: cards.payRequests.get(input.pid) } };
      }
    }
  }

  /**
   * Stores and delivers a message. A resend with the same `clientId` answers the stored message and
   * `duplicate` (nothing is stored or delivered twice). `trusted` (cards posted by other modules) skips the
   * mute check: those are business events, not chatter. `record` (an operator's answer: its audit row) runs
   * in the transaction that stores the message, for a newly stored one only: both are kept, or neither.
   */
  async function send(
    userId: number,
    input: ChatSend,
    opts: { trusted?: boolean; record?: (tx: Tx, row: MessageRow) => Promise<void> } = {},
  ): Promise<{ message: ChatMessage; duplicate: boolean }> {
    // What the message refers to is checked first (only the sender's own things): a refused message must not
    // open a direct conversation as a side effect.
    const { content, payload } = await contentOf(userId, input);
    const { group, members } = await resolve(userId, input);
    const me = members.find((m) => m.userId === userId) ?? fail('NotFound');
    if (!opts.trusted && (me.userMuted || me.muted)) fail('Muted');
    if (group.kind === 'direct' && members.some((m) => m.userId !== userId && m.deleted)) fail('ToIdNotFound');

    let row: Awaited<ReturnType<typeof messages.insertMessage>>;
    const values = {
      groupId: group.id,
      senderId: userId,
      kind: input.kind,
      content,
      payload,
      clientId: input.clientId,
    };
    try {
      const { record } = opts;
      row = record
        ? await db.transaction(async (tx) => {
            const stored = await messages.insertMessage(tx, values);
            if (stored) await record(tx, stored);
            return stored;
          })
        : await messages.insertMessage(db, values);
    } catch (err) {
      log.error({ err, groupId: group.id }, 'chat message insert failed');
      return fail('MessageSendFailed');
    }
    if (!row) {
      const existing = (await messages.byClientId(db, userId, input.clientId)) ?? fail('MessageSendFailed');
      const [message] = await mapMessages([existing]);
      return { message: message!, duplicate: true };
    }
    // Cards of a new message are the snapshot just taken: no second read.
    const message = toChatMessage(
      { m: row, sender: { id: me.userId, name: me.name, head: me.head } },
      noCards,
      await fileUrls(),
    );
    realtime.toUsers(
      members.map((m) => m.userId),
      { type: 'onMessage', data: { kind: 'chat', message } },
    );
    if (group.kind === 'support') {
      deps.events?.emit('admin.queue', { queue: 'support' });
      await acknowledge(group.id, userId);
    }
    return { message, duplicate: false };
  }

  /**
   * Support answers a user at once: after their message in the support chat, a notice that it arrived and
   * when to expect a reply (its title an i18n key, shown in the user's language), unless the last thing
   * they heard there already is that notice (a reply from an operator, or any other notice, resets it).
   * A failure here never fails the user's message.
   */
  async function acknowledge(groupId: number, userId: number) {
    try {
      if (userId === (await supportUserId(db))) return;
      const last = await messages.lastNotFrom(db, groupId, userId);
      if (last?.kind === 'system' && (last.payload as MessagePayload).title === SUPPORT_ACK_TITLE) return;
      await postSystem(groupId, {
        title: SUPPORT_ACK_TITLE,
        content: '',
        params: { minutes: config.SUPPORT_REPLY_MINUTES },
      });
    } catch (err) {
      log.error({ err, groupId }, 'support acknowledgement failed');
    }
  }

  /** A server-written notice (no sender) in a conversation, delivered like any message. */
  async function postSystem(
    groupId: number,
    notice: { title: string; content: string; params?: Record<string, string | number>; link?: string | null },
  ) {
    const members = await repo.members(db, groupId);
    const row = await messages.insertMessage(db, {
      groupId,
      senderId: null,
      kind: 'system',
      content: notice.content,
      payload: { title: notice.title, link: notice.link ?? null, ...(notice.params ? { params: notice.params } : {}) },
      clientId: null,
    });
    const message = toChatMessage({ m: row!, sender: null }, noCards, await fileUrls());
    realtime.toUsers(
      members.map((m) => m.userId),
      { type: 'onMessage', data: { kind: 'chat', message } },
    );
    return message;
  }

  return { send, postSystem, supportGroupOf, directWith, mapMessages };
}

export type ChatSender = ReturnType<typeof createChatSender>;
