import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { chatGroups, chatMembers, chatMessages, users } from '../../db/schema';

/** Serialises creating the support account across instances (a transaction-scoped advisory lock). */
const SUPPORT_LOCK = 727_360_008;

export type GroupRow = typeof chatGroups.$inferSelect;

/** A member of a conversation with what sending and showing need. */
export type MemberInfo = {
  userId: number;
  role: string;
  /** Muted in this conversation. */
  muted: boolean;
  /** Muted everywhere by an operator. */
  userMuted: boolean;
  lastReadId: number;
  name: string;
  head: string | null;
  deleted: boolean;
};

export const chatRepository = {
  group: async (db: Executor, id: number) =>
    (await db.select().from(chatGroups).where(eq(chatGroups.id, id)))[0] ?? null,

  groupByPairKey: async (db: Executor, pairKey: string) =>
    (await db.select().from(chatGroups).where(eq(chatGroups.pairKey, pairKey)))[0] ?? null,

  /**
   * The conversation with `pairKey`, created with its members if missing. Two instances creating the same
   * pair at once end with one conversation: the loser's insert waits for the winner and finds its row.
   */
  async ensurePaired(
    db: Db,
    g: { kind: string; pairKey: string; name?: string; avatar?: string | null },
    members: { userId: number; role: string }[],
  ): Promise<GroupRow> {
    const existing = await chatRepository.groupByPairKey(db, g.pairKey);
    if (existing) return existing;
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(chatGroups)
        .values({ kind: g.kind, pairKey: g.pairKey, name: g.name ?? '', avatar: g.avatar ?? null })
        .onConflictDoNothing({ target: chatGroups.pairKey })
        .returning();
      const group = created ?? (await chatRepository.groupByPairKey(tx, g.pairKey));
      if (!group) throw new Error(`chat group ${g.pairKey} vanished`);
      await tx
        .insert(chatMembers)
        .values(members.map((m) => ({ groupId: group.id, userId: m.userId, role: m.role })))
        .onConflictDoNothing();
      return group;
    });
  },

  async createGroup(db: Db, g: { name: string; avatar: string | null }, members: { userId: number; role: string }[]) {
    return db.transaction(async (tx) => {
      const [group] = await tx.insert(chatGroups).values({ kind: 'group', name: g.name, avatar: g.avatar }).returning();
      await tx
        .insert(chatMembers)
        .values(members.map((m) => ({ groupId: group!.id, userId: m.userId, role: m.role })))
        .onConflictDoNothing();
      return group!;
    });
  },

  /** Every member of a conversation, with their user's name, avatar, mute and deletion. */
  members: async (db: Executor, groupId: number, limit = 10_000): Promise<MemberInfo[]> =>
    db
      .select({
        userId: chatMembers.userId,
        role: chatMembers.role,
        muted: chatMembers.muted,
        userMuted: users.muted,
        lastReadId: chatMembers.lastReadId,
        name: users.name,
        head: users.head,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
      })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(eq(chatMembers.groupId, groupId))
      .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId))
      .limit(limit),

  memberCount: async (db: Executor, groupId: number) =>
    (await db.select({ n: count() }).from(chatMembers).where(eq(chatMembers.groupId, groupId)))[0]?.n ?? 0,

  membership: async (db: Executor, groupId: number, userId: number) =>
    (
      await db
        .select()
        .from(chatMembers)
        .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)))
    )[0] ?? null,

  user: async (db: Executor, id: number) =>
    (
      await db
        .select({
          id: users.id,
          name: users.name,
          head: users.head,
          muted: users.muted,
          frozen: users.frozen,
          deleted: sql<boolean>`${users.deletedAt} is not null`,
          infos: users.infos,
        })
        .from(users)
        .where(eq(users.id, id))
    )[0] ?? null,

  setUserMuted: (db: Executor, userId: number, muted: boolean) =>
    db.update(users).set({ muted }).where(eq(users.id, userId)).returning({ id: users.id }),

  setMemberMuted: (db: Executor, groupId: number, userId: number, muted: boolean) =>
    db
      .update(chatMembers)
      .set({ muted })
      .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)))
      .returning({ groupId: chatMembers.groupId }),

  /**
   * Unread messages (from others, after the read mark) per conversation that has any. `peopleOnly`: the
   * server's own notices do not count (support's side: its instant acknowledgement is not news to it).
   */
  unread: (db: Executor, userId: number, groupIds?: number[], peopleOnly = false) =>
    db
      .select({ groupId: chatMembers.groupId, unread: sql<number>`count(${chatMessages.id})::int` })
      .from(chatMembers)
      .innerJoin(chatGroups, eq(chatGroups.id, chatMembers.groupId))
      .innerJoin(
        chatMessages,
        and(
          eq(chatMessages.groupId, chatMembers.groupId),
          gt(chatMessages.id, chatMembers.lastReadId),
          sql`${chatMessages.senderId} is distinct from ${chatMembers.userId}`,
          peopleOnly ? sql`${chatMessages.senderId} is not null` : undefined,
        ),
      )
      .where(
        and(
          eq(chatMembers.userId, userId),
          gt(chatGroups.lastMessageId, chatMembers.lastReadId),
          groupIds ? inArray(chatMembers.groupId, groupIds) : undefined,
        ),
      )
      .groupBy(chatMembers.groupId),

  /** Moves the read mark forward (never back, never past the last message). */
  markRead: async (db: Executor, groupId: number, userId: number, upTo: number) =>
    (
      await db
        .update(chatMembers)
        .set({
          lastReadId: sql`greatest(${chatMembers.lastReadId}, least(${upTo}, coalesce((select ${chatGroups.lastMessageId} from ${chatGroups} where ${chatGroups.id} = ${groupId}), 0)))`,
        })
        .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)))
        .returning({ lastReadId: chatMembers.lastReadId })
    )[0] ?? null,

  /** The user's conversations, most recent message first (empty ones last). */
  conversations: (db: Executor, userId: number, opts: { limit: number; offset: number; groupIds?: number[] }) =>
    db
      .select({ g: chatGroups, muted: chatMembers.muted, lastReadId: chatMembers.lastReadId })
      .from(chatMembers)
      .innerJoin(chatGroups, eq(chatGroups.id, chatMembers.groupId))
      .where(
        and(eq(chatMembers.userId, userId), opts.groupIds ? inArray(chatMembers.groupId, opts.groupIds) : undefined),
      )
      .orderBy(desc(sql`coalesce(${chatGroups.lastMessageId}, 0)`), desc(chatGroups.id))
      .limit(opts.limit)
      .offset(opts.offset),

  conversationCount: async (db: Executor, userId: number) =>
    (await db.select({ n: count() }).from(chatMembers).where(eq(chatMembers.userId, userId)))[0]?.n ?? 0,

  /** The other member of each of these two-person conversations. */
  peers: (db: Executor, groupIds: number[], userId: number) =>
    groupIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ groupId: chatMembers.groupId, id: users.id, name: users.name, head: users.head })
          .from(chatMembers)
          .innerJoin(users, eq(users.id, chatMembers.userId))
          .where(and(inArray(chatMembers.groupId, groupIds), ne(chatMembers.userId, userId))),

  /** The account that answers support chats (see support.ts), or null before the first one. */
  supportUser: async (db: Executor) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`${users.infos}->>'system' = 'support'`, isNull(users.account)))
        .orderBy(asc(users.id))
        .limit(1)
    )[0] ?? null,

  lockSupportCreation: async (tx: Executor) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SUPPORT_LOCK})`);
  },

  insertSystemUser: async (db: Executor, u: { name: string; head: string; inviteCode: string; system: string }) =>
    (
      await db
        .insert(users)
        .values({ name: u.name, head: u.head, inviteCode: u.inviteCode, infos: { system: u.system } })
        .returning({ id: users.id })
    )[0]!,
};
