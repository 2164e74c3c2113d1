import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { render, waitFor } from '@/test/render';
import { PullToRefresh } from './pull-to-refresh';

beforeAll(async () => {
  await initI18n('en');
});

/** A touch event at height `y` (jsdom has no Touch constructor: the list is laid on a plain event). */
function touch(el: Element, type: string, y?: number) {
  const e = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(e, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  act(() => {
    el.dispatchEvent(e);
  });
  return e;
}

function pull(el: Element, by: number) {
  touch(el, 'touchstart', 100);
  const move = touch(el, 'touchmove', 100 + by);
  touch(el, 'touchend');
  return move;
}

describe('pull to refresh', () => {
  it('refreshes when pulled past the threshold at the top, saying so meanwhile', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { container } = render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>list</p>
      </PullToRefresh>,
    );
    const root = container.firstElementChild!;
    touch(root, 'touchstart', 100);
    const move = touch(root, 'touchmove', 240);
    // The page does not scroll while the content is pulled down.
    expect(move.defaultPrevented).toBe(true);
    expect(container.textContent).toContain('Release to refresh');
    touch(root, 'touchend');
    expect(onRefresh).toHaveBeenCalledOnce();
    await waitFor(() => expect(container.textContent).toContain('Refreshing'));
    await act(async () => finish());
    await waitFor(() => expect(container.textContent).toContain('Updated'));
  });

  it('does not refresh on a short pull, nor when the page is scrolled down', () => {
    const onRefresh = vi.fn(async () => {});
    const { container } = render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>list</p>
      </PullToRefresh>,
    );
    const root = container.firstElementChild!;
    pull(root, 60);
    expect(onRefresh).not.toHaveBeenCalled();
    window.scrollY = 200;
    try {
      const move = pull(root, 300);
      expect(move.defaultPrevented).toBe(false);
      expect(onRefresh).not.toHaveBeenCalled();
    } finally {
      window.scrollY = 0;
    }
  });
});
