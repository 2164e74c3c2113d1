import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatSendInput, OnMessageData } from '@wayfare/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { compareIds } from '@/lib/message-cursor';
import { getSocketClient } from '@/lib/socket';
import { useMessageHistory } from '../api/get-message-list';
import { chatKeys } from '../api/keys';
import { type UploadedFile, uploadChatFile } from '../api/upload-chat-file';
import { newClientId } from '../utils/client-id';
import { sendChatMessage } from '../utils/send';

/** Catalogue code of "you have been muted" (contract ErrorCode.Muted). */
export const MUTED_STATUS = 1028;

/** A message the user sent that the server has not confirmed yet (or refused). */
export type Outgoing = {
  clientId: string;
  kind: 'text' | 'image' | 'file';
  content: string;
  file?: File;
  /** Object URL of a picked image, shown until the upload is stored. */
  preview?: string;
  uploaded?: UploadedFile;
  state: 'pending' | 'failed';
  error?: unknown;
  createdAt: string;
};

export type ChatRow = { key: string; message: ChatMessage; outgoing?: Outgoing };

/** What an outgoing message looks like as a bubble before the server has it. */
function draftMessage(o: Outgoing, chatGroupId: string, me: string): ChatMessage {
  const base = {
    id: '',
    chatGroup_id: chatGroupId,
    senderId: me,
    sender: null,
    clientId: o.clientId,
    content: o.content,
    createdAt: o.createdAt,
  };
  if (o.kind === 'text') return { ...base, kind: 'text' };
  const file = o.uploaded ?? {
    url: o.preview ?? '',
    name: o.file?.name ?? '',
    size: o.file?.size ?? 0,
    mime: o.file?.type ?? '',
    width: null,
    height: null,
  };
  return { ...base, kind: o.kind, content: '', file };
}

/**
 * One conversation's messages: the history pages (scrolling up loads older ones), messages arriving live
 * on the socket (and replayed after a reconnect), and the user's own messages on their way. Every message
 * shows once, in id order; own messages show at once as pending, become sent when the server has them,
 * or failed with a retry (same client id: the server stores a retried message once).
 */
export function useChatMessages(chatGroupId: string | undefined, me: string, onMuted: () => void) {
  const queryClient = useQueryClient();
  const history = useMessageHistory(chatGroupId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [outbox, setOutbox] = useState<Outgoing[]>([]);
  const outboxRef = useRef(outbox);
  outboxRef.current = outbox;
  const mutedRef = useRef(onMuted);
  mutedRef.current = onMuted;

  const addLive = useCallback((m: ChatMessage) => {
    setLive((prev) => (prev.some((x) => x.id === m.id) ? prev : [...prev, m]));
    if (m.clientId) setOutbox((prev) => prev.filter((o) => o.clientId !== m.clientId));
  }, []);

  useEffect(() => {
    if (!chatGroupId) return;
    setLive([]);
    const socket = getSocketClient();
    const offMessage = socket.on('onMessage', (raw) => {
      const data = raw as OnMessageData;
      if (data.kind === 'chat' && data.message.chatGroup_id === chatGroupId) addLive(data.message);
    });
    const offReady = socket.on('ready', (raw) => {
      const ready = raw as { reconnect?: boolean; complete?: boolean };
      // More was missed than the catch-up replays: read the conversation again.
      if (ready.reconnect && !ready.complete) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatGroupId) });
      }
    });
    return () => {
      offMessage();
      offReady();
    };
  }, [chatGroupId, addLive, queryClient]);

  // Picked images are shown from memory until sent; free them when leaving.
  useEffect(
    () => () => {
      for (const o of outboxRef.current) if (o.preview) URL.revokeObjectURL(o.preview);
    },
    [],
  );

  const patch = useCallback(
    (clientId: string, next: Partial<Outgoing>) =>
      setOutbox((prev) => prev.map((o) => (o.clientId === clientId ? { ...o, ...next } : o))),
    [],
  );

  const deliver = useCallback(
    async (item: Outgoing) => {
      if (!chatGroupId) return;
      patch(item.clientId, { state: 'pending', error: undefined });
      try {
        let uploaded = item.uploaded;
        if (item.kind !== 'text' && !uploaded && item.file) {
          uploaded = await uploadChatFile(item.file, item.file.name, chatGroupId);
          patch(item.clientId, { uploaded });
        }
        const target = { chatGroup_id: chatGroupId, clientId: item.clientId };
        const input: ChatSendInput =
          item.kind === 'text'
            ? { ...target, kind: 'text', content: item.content }
            : { ...target, kind: item.kind, content: '', url: uploaded?.url ?? '' };
        const stored = await sendChatMessage(input);
        if (stored) addLive(stored);
        else setOutbox((prev) => prev.filter((o) => o.clientId !== item.clientId));
      } catch (error) {
        patch(item.clientId, { state: 'failed', error });
        if (error instanceof ApiError && error.status === MUTED_STATUS) mutedRef.current();
      }
    },
    [chatGroupId, addLive, patch],
  );

  const enqueue = (item: Omit<Outgoing, 'clientId' | 'state' | 'createdAt'>) => {
    const full: Outgoing = { ...item, clientId: newClientId(), state: 'pending', createdAt: new Date().toISOString() };
    setOutbox((prev) => [...prev, full]);
    void deliver(full);
  };

  const rows = useMemo<ChatRow[]>(() => {
    const byId = new Map<string, ChatMessage>();
    const pages = history.data?.pages ?? [];
    // Pages run newest first; each lists oldest first.
    for (let i = pages.length - 1; i >= 0; i--) for (const m of pages[i]!.list) byId.set(m.id, m);
    for (const m of live) byId.set(m.id, m);
    const stored = [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
    const storedClientIds = new Set(stored.map((m) => m.clientId).filter(Boolean));
    const out: ChatRow[] = stored.map((m) => ({ key: m.id, message: m }));
    for (const o of outbox) {
      if (storedClientIds.has(o.clientId) || !chatGroupId) continue;
      out.push({ key: o.clientId, message: draftMessage(o, chatGroupId, me), outgoing: o });
    }
    return out;
  }, [history.data, live, outbox, chatGroupId, me]);

  return {
    history,
    rows,
    sendText: (content: string) => enqueue({ kind: 'text', content }),
    sendFile: (file: File) => {
      const image = file.type.startsWith('image/');
      enqueue({
        kind: image ? 'image' : 'file',
        content: '',
        file,
        preview: image ? URL.createObjectURL(file) : undefined,
      });
    },
    /** Shares one of the user's orders as an order card; resolves once stored, rejects with the refusal. */
    sendOrder: async (oid: string) => {
      if (!chatGroupId) return;
      const stored = await sendChatMessage({
        chatGroup_id: chatGroupId,
        clientId: newClientId(),
        kind: 'order',
        content: '',
        oid,
      });
      if (stored) addLive(stored);
    },
    retry: (clientId: string) => {
      const item = outbox.find((o) => o.clientId === clientId);
      if (item) void deliver(item);
    },
  };
}
