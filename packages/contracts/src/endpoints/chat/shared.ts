import { z } from 'zod';
import { id, isoTime, money, payId, publicUserSchema, uploadPath } from '../../common';
import { ConversationKinds } from '../../enums';

/** Message ids increase per server; a client catches up with "everything after id N". */
export const messageCursor = z
  .union([z.string().regex(/^\d{1,18}$/), z.number().int().nonnegative().safe()])
  .transform(String);

/** Client-chosen message id: a resent message is stored once and matched to its pending bubble. */
export const clientMessageId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const fileInfoSchema = z.object({
  /**
   * Where to fetch the file: for chat files, the stored path with a signature that expires within two hours
   * (`?exp=&sig=`; any other request for the path answers 404). Use it as is; list the messages again for a
   * fresh one. Send the plain path from `/upload/File`, not this, as a message's `url`.
   */
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** The order shown by an order card or a pay-request card. */
export const orderCardSchema = z.object({
  oid: z.string(),
  pType: z.number().int(),
  title: z.string(),
  image: z.string(),
  amount: money,
  unit: z.string(),
  status: z.number().int(),
});

const messageBase = {
  id: z.string(),
  chatGroup_id: z.string(),
  /** Null for system notices. */
  senderId: z.string().nullable(),
  sender: publicUserSchema.nullable(),
  clientId: z.string().nullable(),
  content: z.string(),
  createdAt: isoTime,
};

export const chatMessageSchema = z.discriminatedUnion('kind', [
  z.object({ ...messageBase, kind: z.literal('text') }),
  z.object({ ...messageBase, kind: z.literal('image'), file: fileInfoSchema }),
  z.object({ ...messageBase, kind: z.literal('file'), file: fileInfoSchema }),
  z.object({ ...messageBase, kind: z.literal('order'), order: orderCardSchema }),
  z.object({
    ...messageBase,
    kind: z.literal('pay_request'),
    payRequest: z.object({
      pid: z.string(),
      order: orderCardSchema,
      /** PayRequestStatus. */
      status: z.number().int(),
      expiresAt: isoTime,
      link: z.string(),
    }),
  }),
  z.object({
    ...messageBase,
    kind: z.literal('system'),
    /** `title` is an i18n key; `params` fill its placeholders (e.g. support's reply time). */
    notice: z.object({
      title: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
      link: z.string().nullable(),
    }),
  }),
]);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Where a message goes: an existing conversation, or a user (the direct conversation is found or made). */
const target = {
  chatGroup_id: id.optional(),
  toId: id.optional(),
  clientId: clientMessageId,
};
const caption = z.string().trim().max(500).default('');

/** A message as a client sends it (socket `chat/send` or HTTP `/chat/SendMessage`). */
export const chatSendInput = z
  .discriminatedUnion('kind', [
    z.object({ ...target, kind: z.literal('text'), content: z.string().trim().min(1).max(2000) }),
    /** `url` comes from `/upload/File` with purpose chat; the server reads size and type from its record. */
    z.object({ ...target, kind: z.literal('image'), content: caption, url: uploadPath }),
    z.object({ ...target, kind: z.literal('file'), content: caption, url: uploadPath }),
    z.object({ ...target, kind: z.literal('order'), content: caption, oid: id }),
    z.object({ ...target, kind: z.literal('pay_request'), content: caption, pid: payId }),
  ])
  .refine((m) => (m.chatGroup_id === undefined) !== (m.toId === undefined), {
    message: 'chatGroup_id_or_toId',
    path: ['chatGroup_id'],
  });
export type ChatSendInput = z.input<typeof chatSendInput>;

export const conversationSchema = z.object({
  chatGroup_id: z.string(),
  kind: z.enum(ConversationKinds),
  name: z.string(),
  avatar: z.string().nullable(),
  /** The other user of a direct chat. */
  peer: publicUserSchema.nullable(),
  lastMessage: chatMessageSchema.nullable(),
  unread: z.number().int(),
  lastReadId: z.string(),
  /** Whether the caller is muted in this conversation (or everywhere). */
  muted: z.boolean(),
  updatedAt: isoTime,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const chatGroupInfoSchema = z.object({
  chatGroup_id: z.string(),
  kind: z.enum(ConversationKinds),
  name: z.string(),
  avatar: z.string().nullable(),
  members: z.array(publicUserSchema.extend({ role: z.enum(['member', 'owner', 'operator']) })),
  memberCount: z.number().int(),
  muted: z.boolean(),
  lastReadId: z.string(),
  lastMessageId: z.string().nullable(),
});
export type ChatGroupInfo = z.infer<typeof chatGroupInfoSchema>;

/** Unread counts: the socket's `notReadNum` answer and `/chat/MarkRead`'s. */
export const unreadCountsSchema = z.object({
  total: z.number().int(),
  list: z.array(z.object({ chatGroup_id: z.string(), unread: z.number().int() })),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
