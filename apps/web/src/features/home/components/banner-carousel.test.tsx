import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { click, render } from '@/test/render';
import { BannerCarousel } from './banner-carousel';

const banners = [1, 2, 3].map((n) => ({ id: `b${n}`, image: `/assets/b${n}.png`, title: `Offer ${n}`, link: '' }));

beforeAll(async () => {
  await initI18n('en');
});

let reduce = false;
const realMatchMedia = window.matchMedia;
afterEach(() => {
  vi.useRealTimers();
  reduce = false;
  window.matchMedia = realMatchMedia;
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

/** A track 300 px wide whose scroll position follows scrollTo, as in a browser. */
function fakeScrolling() {
  window.matchMedia = ((q: string) => ({ ...realMatchMedia(q), matches: reduce && q.includes('reduce') })) as never;
  const calls: number[] = [];
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 300 });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, opts?: ScrollToOptions | number) {
    const left = typeof opts === 'object' ? (opts.left ?? 0) : 0;
    calls.push(left);
    this.scrollLeft = left;
  } as never;
  return calls;
}

const dots = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('button[aria-label^="Banner "]')];

describe('home banner carousel', () => {
  it('names each banner and each dot, and a dot brings its banner', async () => {
    const calls = fakeScrolling();
    const { container } = render(<BannerCarousel banners={banners} />);
    expect(container.querySelector('section')?.getAttribute('aria-label')).toBe('Promotions');
    expect(container.querySelector('button[aria-label="Offer 2"]')).toBeTruthy();
    expect(dots(container).map((d) => d.getAttribute('aria-label'))).toEqual([
      'Banner 1 of 3',
      'Banner 2 of 3',
      'Banner 3 of 3',
    ]);
    expect(dots(container)[0]!.getAttribute('aria-current')).toBe('true');
    await click(dots(container)[2]!);
    expect(calls.at(-1)).toBe(600);
    expect(dots(container)[2]!.getAttribute('aria-current')).toBe('true');
    expect(dots(container)[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('moves on every 4 s and back to the first after the last, but not while focused', async () => {
    vi.useFakeTimers();
    const calls = fakeScrolling();
    const { container } = render(<BannerCarousel banners={banners} />);
    await act(async () => vi.advanceTimersByTime(4000));
    expect(calls).toEqual([300]);
    await act(async () => vi.advanceTimersByTime(8000));
    expect(calls).toEqual([300, 600, 0]);
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Offer 1"]')!.focus());
    await act(async () => vi.advanceTimersByTime(12000));
    expect(calls).toEqual([300, 600, 0]);
  });

  it('never moves by itself when reduced motion is asked for', async () => {
    vi.useFakeTimers();
    reduce = true;
    const calls = fakeScrolling();
    render(<BannerCarousel banners={banners} />);
    await act(async () => vi.advanceTimersByTime(20000));
    expect(calls).toEqual([]);
  });
});
