import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { chatGroups, chatMembers, chatMessages, users } from '../../db/schema';
import type { GroupRow, MemberInfo } from './chat.repository';

export type MessageRow = typeof chatMessages.$inferSelect;
export type Sender = { id: number; name: string; head: string | null };
export type MessageWithSender = { m: MessageRow; sender: Sender | null };

/**
 * Every message insert takes this advisory lock for the length of its one-statement transaction, so ids
 * are committed in id order: a client catching up "after id N" can never miss a message that committed
 * later with a smaller id. (The cost: message inserts are serialised, a fraction of a millisecond each.)
 */
const MESSAGE_ORDER_LOCK = 727_360_007;

const senderCols = { id: users.id, name: users.name, head: users.head };

/** Raw rows from `execute`: both drivers answer `{ rows }`. */
const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;

async function withSenders(query: Promise<{ m: MessageRow; sender: Sender | null }[]>) {
  return (await query).map((r) => ({ m: r.m, sender: r.sender?.id ? r.sender : null }));
}

const targetCols = {
  g: {
    id: chatGroups.id,
    kind: chatGroups.kind,
    name: chatGroups.name,
    avatar: chatGroups.avatar,
    pairKey: chatGroups.pairKey,
    lastMessageId: chatGroups.lastMessageId,
    createdAt: chatGroups.createdAt,
  },
  userId: chatMembers.userId,
  role: chatMembers.role,
  muted: chatMembers.muted,
  userMuted: users.muted,
  lastReadId: chatMembers.lastReadId,
  name: users.name,
  head: users.head,
  deleted: sql<boolean>`${users.deletedAt} is not null`,
};

export type Target = { group: GroupRow; members: MemberInfo[] };

/**
 * The send path's one read: a conversation (by pair key or id) with every member, prepared once per
 * database handle. Sending a text is this and the insert: two round trips.
 */
export function targetQueries(db: Db) {
  const base = () =>
    db
      .select(targetCols)
      .from(chatGroups)
      .innerJoin(chatMembers, eq(chatMembers.groupId, chatGroups.id))
      .innerJoin(users, eq(users.id, chatMembers.userId));
  const byPair = base()
    .where(eq(chatGroups.pairKey, sql.placeholder('key')))
    .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId))
    .prepare('chat_target_by_pair');
  const byId = base()
    .where(eq(chatGroups.id, sql.placeholder('id')))
    .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId))
    .prepare('chat_target_by_id');
  const toTarget = (rows: Awaited<ReturnType<typeof byId.execute>>): Target | null => {
    const first = rows[0];
    if (!first) return null;
    return { group: first.g, members: rows.map(({ g: _g, ...m }) => m) };
  };
  return {
    byPairKey: async (key: string) => toTarget(await byPair.execute({ key })),
    byId: async (id: number) => toTarget(await byId.execute({ id })),
  };
}

/** Messages: the send path's reads and insert, history and catch-up. */
export const messageRepository = {
  /**
   * Stores a message and moves its conversation's last message, in one statement under the ordering lock.
   * Answers null when the sender already stored a message with this client id (a resend).
   */
  async insertMessage(
    db: Executor,
    m: {
      groupId: number;
      senderId: number | null;
      kind: string;
      content: string;
      payload: Record<string, unknown>;
      clientId: string | null;
    },
  ): Promise<MessageRow | null> {
    const res = await db.execute(sql`
      with ordered as materialized (select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})),
      ins as (
        insert into chat_messages (group_id, sender_id, kind, content, payload, client_id)
        select ${m.groupId}::bigint, ${m.senderId}::bigint, ${m.kind}::text, ${m.content}::text,
          ${JSON.stringify(m.payload)}::jsonb, ${m.clientId}::text
        from ordered
        on conflict (sender_id, client_id) do nothing
        returning id, created_at
      ),
      moved as (
        update chat_groups set last_message_id = greatest(coalesce(chat_groups.last_message_id, 0), ins.id)
        from ins where chat_groups.id = ${m.groupId}
      )
      select id, created_at from ins`);
    const row = rowsOf(res)[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      groupId: m.groupId,
      senderId: m.senderId,
      kind: m.kind,
      content: m.content,
      payload: m.payload,
      clientId: m.clientId,
      createdAt: new Date(row.created_at as string | Date),
    };
  },

  /**
   * The newest message of a conversation not written by `userId` (someone else's, or a notice), or null:
   * what the user last heard in it.
   */
  lastNotFrom: async (db: Executor, groupId: number, userId: number) =>
    (
      await db
        .select({ senderId: chatMessages.senderId, kind: chatMessages.kind, payload: chatMessages.payload })
        .from(chatMessages)
        .where(
          and(eq(chatMessages.groupId, groupId), or(isNull(chatMessages.senderId), ne(chatMessages.senderId, userId))),
        )
        .orderBy(desc(chatMessages.id))
        .limit(1)
    )[0] ?? null,

  byClientId: async (db: Executor, senderId: number, clientId: string): Promise<MessageWithSender | null> =>
    (
      await withSenders(
        db
          .select({ m: chatMessages, sender: senderCols })
          .from(chatMessages)
          .leftJoin(users, eq(users.id, chatMessages.senderId))
          .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId))),
      )
    )[0] ?? null,

  /** The id of the last message a person (not the server) wrote in each of `groupIds` that has one. */
  lastByPeople: async (db: Executor, groupIds: number[]): Promise<number[]> =>
    groupIds.length === 0
      ? []
      : (
          await db
            .selectDistinctOn([chatMessages.groupId], { id: chatMessages.id })
            .from(chatMessages)
            .where(and(inArray(chatMessages.groupId, groupIds), isNotNull(chatMessages.senderId)))
            .orderBy(chatMessages.groupId, desc(chatMessages.id))
        ).map((r) => r.id),

  byIds: (db: Executor, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : withSenders(
          db
            .select({ m: chatMessages, sender: senderCols })
            .from(chatMessages)
            .leftJoin(users, eq(users.id, chatMessages.senderId))
            .where(inArray(chatMessages.id, ids)),
        ),

  /** One conversation, newest first from `beforeId` (or the end), or oldest first after `afterId`. */
  history: (db: Executor, groupId: number, cursor: { beforeId?: number; afterId?: number }, limit: number) => {
    const where: SQL[] = [eq(chatMessages.groupId, groupId)];
    if (cursor.beforeId !== undefined) where.push(lt(chatMessages.id, cursor.beforeId));
    if (cursor.afterId !== undefined) where.push(gt(chatMessages.id, cursor.afterId));
    return withSenders(
      db
        .select({ m: chatMessages, sender: senderCols })
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .where(and(...where))
        .orderBy(cursor.afterId !== undefined ? asc(chatMessages.id) : desc(chatMessages.id))
        .limit(limit),
    );
  },

  /** Every conversation of the user after `afterId`, oldest first: what a reconnect missed. */
  catchUp: (db: Executor, userId: number, afterId: number, limit: number) =>
    withSenders(
      db
        .select({ m: chatMessages, sender: senderCols })
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .where(
          and(
            inArray(
              chatMessages.groupId,
              db.select({ g: chatMembers.groupId }).from(chatMembers).where(eq(chatMembers.userId, userId)),
            ),
            gt(chatMessages.id, afterId),
          ),
        )
        .orderBy(asc(chatMessages.id))
        .limit(limit),
    ),
};
