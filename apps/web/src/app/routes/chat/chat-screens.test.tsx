import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { clearLoginUser, saveLoginUser } from '@/lib/session';
import { applyUnreadCounts, resetUnread } from '@/lib/unread-store';
import { answers, chatMessage, conversation, mockFetch, user } from '@/test/fixtures';
import { click, findByText, waitFor } from '@/test/render';
import { renderApp } from '@/test/render-app';

type Reply = { status: number; data?: unknown; msg?: string };

/** The fixtures' answers, with `/chat/SendMessage` (and anything else) answered by `handle`. */
function setupFetch(handle: (path: string, body: Record<string, unknown>) => Reply | undefined) {
  const base = mockFetch({ '/config/info': { ...(answers['/config/info'] as object), chatFileMaxMb: 1 } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const reply = handle(path, body);
    if (reply) return new Response(JSON.stringify({ msg: 'success', data: null, ...reply }), { status: 200 });
    return base(input, init);
  });
  configureApiClient({ fetch, notify: vi.fn() });
  return fetch;
}

const stored = (body: Record<string, unknown>, id: string) => ({
  ...chatMessage,
  id,
  senderId: user._id,
  sender: { _id: user._id, name: user.name, head: null },
  clientId: body.clientId,
  content: body.content,
  createdAt: new Date().toISOString(),
});

const textarea = (root: ParentNode) => root.querySelector('textarea') as HTMLTextAreaElement;

async function typeAndSend(root: ParentNode, text: string) {
  const field = textarea(root);
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await click(await waitFor(() => root.querySelector('[data-testid="chat-send"]') as HTMLElement));
}

const bubble = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLElement>('[data-testid="chat-message"]')].find((b) => b.textContent?.includes(text));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  saveLoginUser(user);
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  window.scrollBy = vi.fn() as typeof window.scrollBy;
});
afterEach(async () => {
  // antd's toast is a singleton: start every test without the previous one's.
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  act(() => Toast.clear());
  configureApiClient(null);
  clearLoginUser();
  resetUnread();
});

describe('chat page', () => {
  it('shows the history and sends a message (over HTTP while the socket is down) that ends up sent', async () => {
    const fetch = setupFetch((path, body) =>
      path === '/chat/SendMessage' ? { status: 0, data: stored(body, '20') } : undefined,
    );
    const { container } = renderApp(`${paths.chat}?chatGroup_id=3`);
    await findByText(container, 'See you at seven');
    await findByText(container, 'Ana Lee');
    await typeAndSend(container, 'On my way 🚕');
    await waitFor(() => expect(bubble(container, 'On my way')?.dataset.state).toBe('sent'));
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/chat/SendMessage'));
    const body = JSON.parse(String(sent?.[1]?.body));
    expect(body).toMatchObject({ chatGroup_id: '3', kind: 'text', content: 'On my way 🚕' });
    expect(body.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('a refused send turns the bubble failed; retry sends the same message again, stored once', async () => {
    let attempts = 0;
    const clientIds: unknown[] = [];
    setupFetch((path, body) => {
      if (path !== '/chat/SendMessage') return undefined;
      attempts++;
      clientIds.push(body.clientId);
      if (attempts === 1) return { status: 1031, msg: 'message_send_failed' };
      return { status: 0, data: stored(body, '21') };
    });
    const { container } = renderApp(`${paths.chat}?chatGroup_id=3`);
    await findByText(container, 'See you at seven');
    await typeAndSend(container, 'Hello?');
    await waitFor(() => expect(bubble(container, 'Hello?')?.dataset.state).toBe('failed'));
    await findByText(container, 'Message sending failed');
    await click(container.querySelector('[data-testid="chat-retry"]') as HTMLElement);
    await waitFor(() => expect(bubble(container, 'Hello?')?.dataset.state).toBe('sent'));
    expect(attempts).toBe(2);
    expect(clientIds[0]).toBe(clientIds[1]);
    expect(
      [...container.querySelectorAll('[data-testid="chat-message"]')].filter((b) => b.textContent?.includes('Hello?')),
    ).toHaveLength(1);
  });

  it('"you have been muted" replaces the composer with the banner', async () => {
    setupFetch((path) => (path === '/chat/SendMessage' ? { status: 1028, msg: 'muted' } : undefined));
    const { container } = renderApp(`${paths.chat}?chatGroup_id=3`);
    await findByText(container, 'See you at seven');
    await typeAndSend(container, 'Anyone?');
    await waitFor(() =>
      expect(container.querySelector('[data-testid="chat-muted"]')?.textContent).toBe('You have been muted'),
    );
    expect(textarea(container)).toBeNull();
  });

  it('a conversation the user is muted in opens with the banner', async () => {
    setupFetch((path) =>
      path === '/user/GetChatGroupInfo'
        ? { status: 0, data: { ...(answers['/user/GetChatGroupInfo'] as object), muted: true } }
        : undefined,
    );
    const { container } = renderApp(`${paths.chat}?chatGroup_id=3`);
    await waitFor(() => expect(container.querySelector('[data-testid="chat-muted"]')).not.toBeNull());
  });

  it('refuses a file over the size limit before uploading it', async () => {
    const fetch = setupFetch(() => undefined);
    const { container } = renderApp(`${paths.chat}?chatGroup_id=3`);
    await findByText(container, 'See you at seven');
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/config/info'))).toBe(true));
    const input = container.querySelector('[data-testid="chat-file-input"]') as HTMLInputElement;
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [big], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await findByText(document.body, 'File size limit 1MB');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/upload/File'))).toBe(false);
    expect(bubble(container, 'big.pdf')).toBeUndefined();
  });

  it('long press on a text bubble offers Copy and copies it with the spec message', async () => {
    setupFetch(() => undefined);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = renderApp(`${paths.chat}?chatGroup_id=3`);
    await findByText(container, 'See you at seven');
    const text = bubble(container, 'See you at seven')?.querySelector('[data-testid="chat-bubble"]') as HTMLElement;
    await act(async () => {
      text.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 10, clientY: 10 }));
      await new Promise((r) => setTimeout(r, 400));
    });
    const copy = await waitFor(() => {
      const found = [...document.body.querySelectorAll('.adm-action-sheet-button-item')].find(
        (b) => b.textContent === 'Copy',
      );
      if (!found) throw new Error('no Copy action');
      return found as HTMLElement;
    });
    await click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('See you at seven'));
    await findByText(document.body, 'Content copied');
  });

  it('opens the support chat from support=1', async () => {
    const fetch = setupFetch((path) =>
      path === '/chat/OpenConversation'
        ? { status: 0, data: { ...conversation, kind: 'support', name: 'Wayfare Support' } }
        : undefined,
    );
    const { container } = renderApp(`${paths.chat}?support=1`);
    await findByText(container, 'See you at seven');
    const open = fetch.mock.calls.find(([u]) => String(u).endsWith('/chat/OpenConversation'));
    expect(JSON.parse(String(open?.[1]?.body))).toMatchObject({ support: true });
  });
  it('from an order page, opens support with the order (the server posts its card) and offers nothing more', async () => {
    const fetch = setupFetch((path) => {
      if (path === '/chat/OpenConversation')
        return { status: 0, data: { ...conversation, kind: 'support', name: 'Wayfare Support' } };
      return undefined;
    });
    const { container } = renderApp(`${paths.chat}?support=1&oid=555`);
    await findByText(container, 'See you at seven');
    const open = fetch.mock.calls.find(([u]) => String(u).endsWith('/chat/OpenConversation'));
    expect(JSON.parse(String(open?.[1]?.body))).toMatchObject({ support: true, oid: '555' });
    expect(container.querySelector('[data-testid="chat-order-offer"]')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/chat/SendMessage'))).toHaveLength(0);
  });
});

describe('messages tab', () => {
  it('lists conversations with the unread count of the latest socket counts, and the tab badge', async () => {
    setupFetch(() => undefined);
    const { container } = renderApp(paths.msg);
    await findByText(container, 'See you at seven');
    const row = container.querySelector('[data-testid="conversation"]') as HTMLElement;
    expect(row.textContent).toContain('Ana Lee');
    // Before the socket said anything, the list's own count.
    expect(row.querySelector('[data-testid="conversation-unread"]')?.textContent).toContain('2');
    act(() => applyUnreadCounts({ total: 120, list: [{ chatGroup_id: '3', unread: 120 }] }));
    await waitFor(() => expect(row.querySelector('[data-testid="conversation-unread"]')?.textContent).toContain('99+'));
    expect(container.querySelector('nav .adm-badge-content')?.textContent).toBe('99+');
    act(() => applyUnreadCounts({ total: 0, list: [] }));
    await waitFor(() => expect(row.querySelector('[data-testid="conversation-unread"]')).toBeNull());
    expect(container.querySelector('nav .adm-badge-content')).toBeNull();
  });

  it('offers a support chat when there are no conversations', async () => {
    setupFetch((path) =>
      path === '/chat/GetConversationList'
        ? { status: 0, data: { list: [], total: 0, page: 1, limt: 20, hasMore: false, totalUnread: 0 } }
        : undefined,
    );
    const { container, router } = renderApp(paths.msg);
    await findByText(container, 'No messages yet');
    const buttons = [...container.querySelectorAll('button')].filter((b) => b.textContent === 'Contact support');
    await click(buttons[0]!);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${paths.chat}?support=1`),
    );
  });
});
