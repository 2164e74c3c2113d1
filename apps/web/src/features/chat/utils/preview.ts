import type { ChatMessage } from '@wayfare/contracts';
import type { TFunction } from 'i18next';

/** One line for the conversation list: the text, or what kind of message it was. */
export function messagePreview(message: ChatMessage | null, t: TFunction): string {
  if (!message) return t('chat.list.no_messages');
  switch (message.kind) {
    case 'image':
      return t('chat.preview.image');
    case 'file':
      return t('chat.preview.file', { name: message.file.name });
    case 'order':
      return t('chat.preview.order', { title: message.order.title });
    case 'pay_request':
      return t('chat.preview.pay_request');
    case 'system':
      return (message.notice.title && t(message.notice.title, { defaultValue: '' })) || message.content;
    default:
      return message.content.replace(/\s+/g, ' ');
  }
}
