import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './users';

/** Conversations: 'direct' between two users, 'support' with operators, 'group' for many. */
export const chatGroups = pgTable('chat_groups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  name: text('name').notNull().default(''),
  avatar: text('avatar'),
  /** For direct chats: 'minId:maxId', so one pair has one conversation. */
  pairKey: text('pair_key').unique(),
  lastMessageId: bigint('last_message_id', { mode: 'number' }),
  createdAt: createdAt(),
});

export const chatMembers = pgTable(
  'chat_members',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => chatGroups.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    muted: boolean('muted').notNull().default(false),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
    /** 'member' | 'owner' (made the group) | 'operator' (the support account in support chats). */
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** Increasing: clients catch up with "everything after id N". */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => chatGroups.id),
    senderId: bigint('sender_id', { mode: 'number' }),
    /** 'text' | 'image' | 'file' | 'order' | 'pay_request' | 'system' */
    kind: text('kind').notNull(),
    content: text('content').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Client-chosen id so a resent message is stored once. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_group_idx').on(t.groupId, t.id),
    // A resent message (same sender, same client id) is stored once; NULL client ids never collide.
    uniqueIndex('chat_messages_client_uq').on(t.senderId, t.clientId),
  ],
);
