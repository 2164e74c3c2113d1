import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './pull-to-refresh.module.css';

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** How far the content must come down to refresh, and where it rests while refreshing (px). */
const THRESHOLD = 60;
const HEAD = 40;
const COMPLETE_MS = 500;

/** The element that scrolls `el` (the page itself when none of its ancestors does). */
function scrollParent(el: HTMLElement): HTMLElement | Window {
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return window;
}
const scrollTop = (s: HTMLElement | Window) => (s === window ? window.scrollY : (s as HTMLElement).scrollTop);

/**
 * Pull down at the top of a list to run `onRefresh` ("Pull to refresh" / "Release to refresh" /
 * "Refreshing" / "Refreshed" above it). Plain touch events and a CSS transition, no animation or gesture
 * library: it is on the home page's first load.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [pull, setPull] = useState(0);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let startY: number | null = null;
    let current = 0;
    let busy = false;
    const set = (px: number) => {
      current = px;
      setPull(px);
      setStatus(px === 0 ? 'idle' : px >= THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onStart = (e: TouchEvent) => {
      if (busy || e.touches.length !== 1) return;
      startY = scrollTop(scrollParent(el)) <= 0 ? (e.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null || busy) return;
      const dy = (e.touches[0]?.clientY ?? startY) - startY;
      if (dy <= 0) {
        if (current !== 0) set(0);
        return;
      }
      // The content follows the finger at half its speed, down to twice the threshold.
      if (e.cancelable) e.preventDefault();
      set(Math.min(Math.round(dy / 2), THRESHOLD * 2));
    };
    const onEnd = async () => {
      if (startY === null || busy) return;
      startY = null;
      if (current < THRESHOLD) return set(0);
      busy = true;
      current = HEAD;
      setPull(HEAD);
      setStatus('refreshing');
      try {
        await refresh.current();
      } finally {
        setStatus('complete');
        await new Promise((r) => setTimeout(r, COMPLETE_MS));
        busy = false;
        set(0);
      }
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    idle: '',
    pulling: t('common.pull_to_refresh'),
    canRelease: t('common.release_to_refresh'),
    refreshing: t('common.refreshing'),
    complete: t('common.refreshed'),
  }[status];
  // While the finger moves the content follows it at once; otherwise it glides. The space above grows
  // (no transform: that would move fixed-position children and break sticky ones).
  const following = status === 'pulling' || status === 'canRelease';

  return (
    <div ref={root}>
      <div className={`${styles.head} ${following ? '' : styles.glide}`} style={{ height: pull }}>
        <div className={styles.text}>{text}</div>
      </div>
      {children}
    </div>
  );
}
