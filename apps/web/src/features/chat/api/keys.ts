/** Query keys of chat: the conversation list, one conversation's history and its info. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  messages: (chatGroupId: string) => [...chatKeys.all, 'messages', chatGroupId] as const,
  group: (chatGroupId: string) => [...chatKeys.all, 'group', chatGroupId] as const,
  open: (target: string) => [...chatKeys.all, 'open', target] as const,
};

export const CONVERSATION_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 30;
/** The largest page the server answers: catch-up after a reconnect reads this many at a time. */
export const CATCH_UP_PAGE_SIZE = 100;
