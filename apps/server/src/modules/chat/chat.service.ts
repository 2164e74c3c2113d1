import type { ChatGroupInfo, Conversation, ConversationKind, ParsedRequestOf, UnreadCounts } from '@wayfare/contracts';
import { ConversationKinds, type getMessageList } from '@wayfare/contracts';
import type { Tx } from '../../db/client';
import { fail } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { optionalRowId, rowId } from '../../lib/ids';
import { toPublicUser } from './chat.mapper';
import { chatRepository as repo } from './chat.repository';
import { type ChatDeps, type ChatSend, createChatSender, type SendTarget } from './chat.sender';
import { type MessageWithSender, messageRepository as messages } from './message.repository';
import { SUPPORT_NAME, supportUserId } from './support';

export type { ChatDeps, ChatSend } from './chat.sender';
/** A card other modules post (pay-on-behalf sends `pay_request`). */
export type CardInput = { kind: 'order'; oid: string } | { kind: 'pay_request'; pid: string };

const roles = ['member', 'owner', 'operator'] as const;
const kindOf = (k: string): ConversationKind =>
  (ConversationKinds as readonly string[]).includes(k) ? (k as ConversationKind) : 'group';

/**
 * Conversations and messages. Every read and write checks that the caller is a member (a stranger's
 * conversation answers NotFound, the same as a missing one). New messages reach every member's sockets on
 * every instance, the sender's other devices included; reads push fresh unread counts to all the
 * reader's sockets.
 */
export function createChatService(deps: ChatDeps) {
  const { db, realtime } = deps;
  const { send, postSystem, supportGroupOf, directWith, mapMessages } = createChatSender(deps);

  async function assertMember(groupId: number, userId: number) {
    const member = await repo.membership(db, groupId, userId);
    return member ?? fail('NotFound');
  }

  async function unreadCounts(userId: number, rows?: { groupId: number; unread: number }[]): Promise<UnreadCounts> {
    const unread = rows ?? (await repo.unread(db, userId));
    const list = unread.filter((u) => u.unread > 0).map((u) => ({ chatGroup_id: String(u.groupId), unread: u.unread }));
    return { total: list.reduce((sum, u) => sum + u.unread, 0), list };
  }

  async function conversations(
    userId: number,
    opts: { limit: number; offset: number; groupIds?: number[]; peopleOnly?: boolean },
  ): Promise<{ list: Conversation[]; unread: Map<number, number>; total: number }> {
    const [rows, unreadRows, me] = await Promise.all([
      repo.conversations(db, userId, opts),
      repo.unread(db, userId, undefined, opts.peopleOnly),
      repo.user(db, userId),
    ]);
    const unread = new Map(unreadRows.map((u) => [u.groupId, u.unread]));
    const lastIds = rows.map((r) => r.g.lastMessageId).filter((id): id is number => id !== null);
    const pairIds = rows.filter((r) => r.g.kind !== 'group').map((r) => r.g.id);
    const [lastRows, peers] = await Promise.all([messages.byIds(db, lastIds), repo.peers(db, pairIds, userId)]);
    const lastMessages = await mapMessages(lastRows);
    const lastById = new Map(lastMessages.map((m) => [m.id, m]));
    const peerOf = new Map(peers.map((p) => [p.groupId, p]));
    const list = rows.map(({ g, muted, lastReadId }): Conversation => {
      const peer = peerOf.get(g.id);
      const last = g.lastMessageId === null ? null : (lastById.get(String(g.lastMessageId)) ?? null);
      return {
        chatGroup_id: String(g.id),
        kind: kindOf(g.kind),
        name: g.kind === 'group' ? g.name : (peer?.name ?? (g.kind === 'support' ? SUPPORT_NAME : '')),
        avatar: g.kind === 'group' ? g.avatar : (peer?.head ?? null),
        peer: peer ? toPublicUser(peer) : null,
        lastMessage: last,
        unread: unread.get(g.id) ?? 0,
        lastReadId: String(lastReadId),
        muted: muted || Boolean(me?.muted),
        updatedAt: last?.createdAt ?? g.createdAt.toISOString(),
      };
    });
    return { list, unread, total: opts.groupIds ? list.length : await repo.conversationCount(db, userId) };
  }

  async function one(userId: number, groupId: number): Promise<Conversation> {
    const { list } = await conversations(userId, { limit: 1, offset: 0, groupIds: [groupId] });
    return list[0] ?? fail('NotFound');
  }

  return {
    send,

    async list(userId: number, page: number, limt: number) {
      const { list, unread, total } = await conversations(userId, { limit: limt, offset: (page - 1) * limt });
      let totalUnread = 0;
      for (const n of unread.values()) totalUnread += n;
      return { list, total, page, limt, hasMore: page * limt < total, totalUnread };
    },

    /**
     * The direct chat with `toId`, or the caller's support chat. Opened from an order (`oid`, support only),
     * the order's card is posted there by the caller, once per order, and support acknowledges it.
     */
    async open(userId: number, target: { toId?: string; support?: true; oid?: string }) {
      const group =
        target.toId !== undefined
          ? await directWith(userId, rowId(target.toId, 'ToIdNotFound'))
          : await supportGroupOf(userId);
      if (target.oid !== undefined && target.toId === undefined) {
        const card: ChatSend = {
          chatGroup_id: String(group.id),
          kind: 'order',
          oid: target.oid,
          content: '',
          clientId: `support-order-${target.oid}`,
        };
        await send(userId, card, { trusted: true });
      }
      return one(userId, group.id);
    },

    async messages(userId: number, body: ParsedRequestOf<typeof getMessageList>) {
      const limit = body.limt;
      // Cursors are positions, not rows: any number works (a huge one simply finds nothing after it).
      const afterId = body.afterId === undefined ? undefined : Number(body.afterId);
      const beforeId = body.beforeId === undefined ? undefined : Number(body.beforeId);
      let rows: MessageWithSender[];
      if (body.chatGroup_id === undefined) {
        rows = await messages.catchUp(db, userId, afterId ?? 0, limit + 1);
      } else {
        const groupId = rowId(body.chatGroup_id);
        await assertMember(groupId, userId);
        rows = await messages.history(db, groupId, { beforeId, afterId }, limit + 1);
      }
      const hasMore = rows.length > limit;
      rows = rows.slice(0, limit);
      // Pages before an id (or the latest page) come newest first from the database; lists are oldest first.
      if (afterId === undefined) rows.reverse();
      return { list: await mapMessages(rows), hasMore };
    },

    /** Moves the read mark and tells every socket of the reader (every device, every instance). */
    async markRead(userId: number, chatGroupId: string, lastId?: string) {
      const upTo = lastId === undefined ? Number.MAX_SAFE_INTEGER : Number(lastId);
      const done = await repo.markRead(db, rowId(chatGroupId), userId, upTo);
      if (!done) fail('NotFound');
      const counts = await unreadCounts(userId);
      realtime.toUsers([userId], { type: 'notReadNum', data: counts });
      return counts;
    },

    unreadCounts: (userId: number) => unreadCounts(userId),

    async groupInfo(userId: number, chatGroupId: string): Promise<ChatGroupInfo> {
      const groupId = rowId(chatGroupId);
      const [group, members] = await Promise.all([repo.group(db, groupId), repo.members(db, groupId, 500)]);
      const me = members.find((m) => m.userId === userId);
      if (!group || !me) return fail('NotFound');
      const others = members.filter((m) => m.userId !== userId);
      const pair = group.kind !== 'group' ? others[0] : undefined;
      return {
        chatGroup_id: String(group.id),
        kind: kindOf(group.kind),
        name: pair ? pair.name : group.name,
        avatar: pair ? pair.head : group.avatar,
        members: members.map((m) => ({
          _id: String(m.userId),
          name: m.name,
          head: m.head,
          role: roles.find((r) => r === m.role) ?? 'member',
        })),
        memberCount: members.length < 500 ? members.length : await repo.memberCount(db, groupId),
        muted: me.muted || me.userMuted,
        lastReadId: String(me.lastReadId),
        lastMessageId: group.lastMessageId === null ? null : String(group.lastMessageId),
      };
    },

    // ---- for other modules and the back office ----

    /**
     * Posts an order or pay-request card from `fromUserId` to a user (their direct chat) or a conversation,
     * as pay-on-behalf does. Pass a stable `clientId` (e.g. `pay-<pid>`) to make retries post once.
     */
    async sendCard(input: {
      fromUserId: number;
      toUserId?: number;
      chatGroupId?: number;
      card: CardInput;
      content?: string;
      clientId?: string;
    }) {
      const target: SendTarget =
        input.toUserId !== undefined ? { toId: String(input.toUserId) } : { chatGroup_id: String(input.chatGroupId) };
      const base = { ...target, content: input.content ?? '', clientId: input.clientId ?? `card-${randomToken(12)}` };
      const message: ChatSend =
        input.card.kind === 'order'
          ? { ...base, kind: 'order', oid: input.card.oid }
          : { ...base, kind: 'pay_request', pid: input.card.pid };
      return (await send(input.fromUserId, message, { trusted: true })).message;
    },

    /** A system notice (`title` an i18n key) in a conversation, or in a user's support chat. */
    async postSystemNotice(input: {
      chatGroupId?: number;
      userId?: number;
      title: string;
      content?: string;
      link?: string | null;
    }) {
      const groupId = input.chatGroupId ?? (await supportGroupOf(input.userId ?? fail('ParameterError'))).id;
      return postSystem(groupId, { title: input.title, content: input.content ?? '', link: input.link });
    },

    /** An operator's answer in a user's support chat, sent as the support account. */
    async sendAsSupport(input: { userId: number; content: string; clientId?: string }) {
      const group = await supportGroupOf(input.userId);
      const supportId = await supportUserId(db);
      const clientId = input.clientId ?? `op-${randomToken(12)}`;
      const text: ChatSend = { chatGroup_id: String(group.id), kind: 'text', content: input.content, clientId };
      return (await send(supportId, text, { trusted: true })).message;
    },

    // ---- the back office's support inbox: support's side of every user's support conversation ----

    /** Every support conversation, the latest message first, with what users wrote since support read it. */
    async supportInbox(page: number, pageSize: number) {
      const supportId = await supportUserId(db);
      const { list, unread, total } = await conversations(supportId, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
        peopleOnly: true,
      });
      let totalUnread = 0;
      for (const n of unread.values()) totalUnread += n;
      // Support's own notices (its instant acknowledgement) are not what an operator scans the inbox for:
      // such a conversation previews the last thing a person wrote in it.
      const noticed = list.filter((c) => c.lastMessage?.kind === 'system').map((c) => Number(c.chatGroup_id));
      const spoken = await mapMessages(await messages.byIds(db, await messages.lastByPeople(db, noticed)));
      const spokenIn = new Map(spoken.map((m) => [m.chatGroup_id, m]));
      return {
        total,
        totalUnread,
        list: list.map((c) => ({ ...c, lastMessage: spokenIn.get(c.chatGroup_id) ?? c.lastMessage })),
      };
    },

    /**
     * A support conversation's messages as support sees them (only conversations support is in: any other
     * id answers NotFound); the latest page marks it read for support.
     */
    async supportMessages(body: { chatGroup_id: string; beforeId?: string; limt: number }) {
      const supportId = await supportUserId(db);
      const groupId = rowId(body.chatGroup_id);
      await assertMember(groupId, supportId);
      const beforeId = body.beforeId === undefined ? undefined : Number(body.beforeId);
      const rows = await messages.history(db, groupId, { beforeId }, body.limt + 1);
      const hasMore = rows.length > body.limt;
      const page = rows.slice(0, body.limt).reverse();
      if (beforeId === undefined) await repo.markRead(db, groupId, supportId, Number.MAX_SAFE_INTEGER);
      return { list: await mapMessages(page), hasMore };
    },

    /**
     * An operator's answer in a support conversation, sent as the support account through the one send
     * path (stored once per `clientId`, delivered live to the user). `duplicate`: it was stored before.
     */
    async replyAsSupport(
      input: { chatGroupId: string; content: string; clientId?: string },
      record?: (tx: Tx, answer: { groupId: number; lastMessageId: number | null; messageId: number }) => Promise<void>,
    ) {
      const supportId = await supportUserId(db);
      const groupId = rowId(input.chatGroupId);
      const group = (await repo.group(db, groupId)) ?? fail('NotFound');
      if (group.kind !== 'support') fail('NotFound');
      const clientId = input.clientId ?? `op-${randomToken(12)}`;
      const text: ChatSend = { chatGroup_id: String(groupId), kind: 'text', content: input.content, clientId };
      const sent = await send(supportId, text, {
        trusted: true,
        record: record && ((tx, row) => record(tx, { groupId, lastMessageId: group.lastMessageId, messageId: row.id })),
      });
      return { ...sent, groupId, lastMessageId: group.lastMessageId };
    },

    /** A chat group (kind `group`); the owner and members are users. */
    async createGroup(input: { name: string; avatar?: string | null; ownerId: number; memberIds: number[] }) {
      const members = [
        { userId: input.ownerId, role: 'owner' },
        ...[...new Set(input.memberIds)]
          .filter((id) => id !== input.ownerId)
          .map((userId) => ({ userId, role: 'member' })),
      ];
      const group = await repo.createGroup(db, { name: input.name, avatar: input.avatar ?? null }, members);
      return { chatGroup_id: String(group.id) };
    },

    /**
     * Operator mute: everywhere (users.muted) or in one conversation (the member's flag). `audit` runs in
     * the same transaction.
     */
    async setMuted(
      input: { uid: string; muted: boolean; chatGroupId?: string },
      audit?: (tx: Tx, target: { userId: number; chatGroupId?: number }) => Promise<void>,
    ) {
      const userId = rowId(input.uid);
      const chatGroupId = optionalRowId(input.chatGroupId);
      return db.transaction(async (tx) => {
        const [row] =
          chatGroupId !== undefined
            ? await repo.setMemberMuted(tx, chatGroupId, userId, input.muted)
            : await repo.setUserMuted(tx, userId, input.muted);
        if (!row) fail('NotFound');
        const user = (await repo.user(tx, userId)) ?? fail('NotFound');
        await audit?.(tx, { userId, chatGroupId });
        return { userId: user.id, frozen: user.frozen, muted: user.muted };
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
