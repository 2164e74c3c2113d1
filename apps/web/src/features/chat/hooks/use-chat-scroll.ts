import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';

/** How close to the bottom counts as "reading the newest": new messages then scroll into view. */
const NEAR_BOTTOM_PX = 160;

const scrollHeight = () => document.documentElement.scrollHeight;
const nearBottom = () => window.innerHeight + window.scrollY >= scrollHeight() - NEAR_BOTTOM_PX;
export const toBottom = (smooth = false) =>
  window.scrollTo({ top: scrollHeight(), behavior: smooth ? 'smooth' : 'auto' });

/**
 * A conversation's scrolling: start at the newest message; keep the place when older pages load above
 * (the `top` sentinel asks for them when it comes into view); follow new messages when the reader is at
 * the bottom (or sent one).
 */
export function useChatScroll(
  history: UseInfiniteQueryResult<InfiniteData<unknown>>,
  rows: { key: string; outgoing?: unknown }[],
) {
  const started = useRef(false);
  const lastKey = useRef<string | undefined>(undefined);
  const pagesLoaded = history.data?.pages.length ?? 0;
  const heightBeforeOlder = useRef<number | null>(null);
  const wasNearBottom = useRef(true);
  wasNearBottom.current = started.current ? nearBottom() : true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an older page was added above
  useLayoutEffect(() => {
    if (heightBeforeOlder.current !== null) {
      window.scrollBy(0, scrollHeight() - heightBeforeOlder.current);
      heightBeforeOlder.current = null;
    }
  }, [pagesLoaded]);

  useLayoutEffect(() => {
    const last = rows.at(-1);
    if (!last) return;
    if (!started.current) {
      started.current = true;
      toBottom();
    } else if (last.key !== lastKey.current && (wasNearBottom.current || last.outgoing)) {
      toBottom(true);
    }
    lastKey.current = last.key;
  }, [rows]);

  const top = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = top.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting) || !started.current) return;
      if (!history.hasNextPage || history.isFetchingNextPage) return;
      heightBeforeOlder.current = scrollHeight();
      void history.fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [history]);

  return top;
}
