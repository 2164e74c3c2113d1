import { z } from 'zod';
import { id, page } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { chatMessageSchema, clientMessageId, conversationSchema, messageCursor } from '../chat/shared';

/**
 * The support inbox: every user's support conversation, the most recent message first, with what the user
 * wrote since support last read it (`unread`). `peer` is the user.
 */
export const adminSupportInbox = defineEndpoint({
  path: '/admin/SupportInbox',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support'],
  summary: 'Support conversations, newest first, with unread counts',
  request: z.object({ page, pageSize: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.object({
    total: z.number().int(),
    /** Unread messages over every support conversation. */
    totalUnread: z.number().int(),
    list: z.array(conversationSchema),
  }),
});

/**
 * One support conversation's messages (the latest page, or older ones before `beforeId`), oldest first;
 * reading the latest page marks the conversation read for support.
 */
export const adminSupportMessages = defineEndpoint({
  path: '/admin/SupportMessages',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support'],
  summary: "A support conversation's messages (marks it read)",
  request: z.object({
    chatGroup_id: id,
    beforeId: messageCursor.optional(),
    limt: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ list: z.array(chatMessageSchema), hasMore: z.boolean() }),
});

/** Answers in a support conversation as "Support": the user sees it live in their chat, like any message. */
export const adminSupportReply = defineEndpoint({
  path: '/admin/SupportReply',
  method: 'POST',
  auth: true,
  addition: true,
  roles: ['admin', 'support'],
  summary: 'Answer a support conversation as Support',
  request: z.object({
    chatGroup_id: id,
    content: z.string().trim().min(1).max(2000),
    /** The operator screen's id for this answer: a resend is stored once. */
    clientId: clientMessageId.optional(),
  }),
  response: chatMessageSchema,
});
