import type { ChatMessage, PublicUser } from '@wayfare/contracts';
import type { Cards, OrderCard, PayRequestCard } from '../order/order-card.service';
import type { MessageWithSender, Sender } from './message.repository';

export type FileInfo = {
  url: string;
  name: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
};

/** What `chat_messages.payload` holds per kind. Cards keep a snapshot for when the order is gone. */
export type MessagePayload = {
  file?: FileInfo;
  oid?: string;
  order?: OrderCard;
  pid?: string;
  payRequest?: PayRequestCard;
  title?: string;
  /** Values for the notice title's placeholders. */
  params?: Record<string, string | number>;
  link?: string | null;
};

export const toPublicUser = (u: Sender): PublicUser => ({ _id: String(u.id), name: u.name, head: u.head });

const emptyFile: FileInfo = { url: '', name: '', size: 0, mime: 'application/octet-stream', width: null, height: null };
const emptyOrder = (oid: string): OrderCard => ({
  oid,
  pType: 0,
  title: '',
  image: '',
  amount: 0,
  unit: 'USD',
  status: 0,
});

/** Which cards a page of messages needs loaded. */
export function cardRefs(rows: MessageWithSender[]) {
  const oids: string[] = [];
  const pids: string[] = [];
  for (const { m } of rows) {
    const p = m.payload as MessagePayload;
    if (m.kind === 'order' && p.oid) oids.push(p.oid);
    if (m.kind === 'pay_request' && p.pid) pids.push(p.pid);
  }
  return { oids, pids };
}

/** Turns a stored file path into the URL a reader fetches it by (chat files: a signed, expiring one). */
export type FileUrl = (path: string) => string;

export function toChatMessage({ m, sender }: MessageWithSender, cards: Cards, fileUrl: FileUrl): ChatMessage {
  const base = {
    id: String(m.id),
    chatGroup_id: String(m.groupId),
    senderId: m.senderId === null ? null : String(m.senderId),
    sender: sender ? toPublicUser(sender) : null,
    clientId: m.clientId,
    content: m.content,
    createdAt: m.createdAt.toISOString(),
  };
  const p = m.payload as MessagePayload;
  switch (m.kind) {
    case 'image':
    case 'file':
      return { ...base, kind: m.kind, file: p.file ? { ...p.file, url: fileUrl(p.file.url) } : emptyFile };
    case 'order': {
      const oid = p.oid ?? '';
      return { ...base, kind: 'order', order: cards.orders.get(oid) ?? p.order ?? emptyOrder(oid) };
    }
    case 'pay_request': {
      const pid = p.pid ?? '';
      const card = cards.payRequests.get(pid) ?? p.payRequest;
      return {
        ...base,
        kind: 'pay_request',
        payRequest: card ?? { pid, order: emptyOrder(''), status: 0, expiresAt: base.createdAt, link: '' },
      };
    }
    case 'system':
      return {
        ...base,
        kind: 'system',
        notice: { title: p.title ?? '', params: p.params ?? {}, link: p.link ?? null },
      };
    default:
      return { ...base, kind: 'text' };
  }
}
