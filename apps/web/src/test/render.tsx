import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TextsProvider } from '@/i18n/use-translation';

/**
 * A small stand-in for @testing-library/react (its peer @testing-library/dom is not installed):
 * render into a container with act(), poll for text, click through act().
 */
const mounted = new Set<{ root: Root; container: HTMLElement }>();

export function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  // Texts follow language changes as under the app's providers.
  const wrap = (node: ReactNode) => <TextsProvider>{node}</TextsProvider>;
  act(() => root.render(wrap(ui)));
  const entry = { root, container };
  mounted.add(entry);
  return {
    container,
    rerender: (next: ReactNode) => act(() => root.render(wrap(next))),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      mounted.delete(entry);
    },
  };
}

export function cleanup() {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
  document.body.innerHTML = '';
}

/** Retry `check` until it stops throwing (or `timeout` ms pass), flushing React between tries. */
export async function waitFor<T>(check: () => T, timeout = 3000): Promise<T> {
  const start = Date.now();
  let last: unknown;
  while (Date.now() - start < timeout) {
    try {
      return check();
    } catch (err) {
      last = err;
    }
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
  }
  throw last;
}

export function getByText(root: ParentNode, text: string | RegExp): HTMLElement {
  const match = (s: string) => (typeof text === 'string' ? s.trim() === text : text.test(s));
  const all = Array.from(root.querySelectorAll<HTMLElement>('*'));
  const hit = all.find((el) => Array.from(el.childNodes).some((n) => n.nodeType === 3 && match(n.textContent ?? '')));
  if (!hit) throw new Error(`text not found: ${String(text)}`);
  return hit;
}

export const findByText = (root: ParentNode, text: string | RegExp, timeout?: number) =>
  waitFor(() => getByText(root, text), timeout);

export async function click(el: Element) {
  await act(async () => {
    (el as HTMLElement).click();
  });
}

export async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The button of the open antd-mobile dialog that reads `text` (the last one, when the page has one too). */
export function dialogButton(text: string): HTMLElement {
  const buttons = [...document.querySelectorAll<HTMLElement>('.adm-dialog button')].filter(
    (b) => b.textContent?.trim() === text,
  );
  const hit = buttons.at(-1);
  if (!hit) throw new Error(`no dialog button ${text}`);
  return hit;
}

/** Every non-empty text node under `root`, trimmed. */
export function visibleTexts(root: Node): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (parent && (parent.closest('script,style,svg') || parent.closest('[aria-hidden="true"]'))) continue;
    const t = n.textContent?.trim();
    if (t) out.push(t);
  }
  return out;
}
