import type { Evaluation } from '@wayfare/contracts';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { render } from '@/test/render';
import type { HotelReviews } from '../api/get-hotel-reviews';
import { ReviewsSummary } from './reviews-summary';

beforeAll(async () => {
  await initI18n('en');
});

const review = (n: number, extra: Partial<Evaluation> = {}): Evaluation => ({
  _id: String(n),
  oid: String(100 + n),
  mid: '7',
  pid: null,
  merchantName: 'Riverside Orchid Hotel',
  user: { _id: String(n), name: `Guest ${n}`, head: null },
  score: 5,
  content: `Stay number ${n} was lovely.`,
  imgs: [],
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  reply: null,
  mine: false,
  editableUntil: null,
  ...extra,
});

const reviews = (list: Evaluation[], count = list.length): HotelReviews => ({
  list,
  total: count,
  page: 1,
  limt: 3,
  hasMore: count > list.length,
  summary: { average: 4.5, count, byScore: [0, 0, 0, 1, count - 1], withImgs: 1 },
});

describe('hotel reviews on hotel_detail', () => {
  it('lists the written reviews as comment_list does: text, photos and the hotel’s reply', () => {
    const onAll = vi.fn();
    const { container } = render(
      <ReviewsSummary
        reviews={reviews(
          [
            review(1, { imgs: ['/uploads/review/a.jpg', '/uploads/review/b.jpg'] }),
            review(2, { reply: { content: 'Thank you, come again!', createdAt: '2026-10-02T10:00:00.000Z' } }),
          ],
          2,
        )}
        onAll={onAll}
      />,
    );
    const cards = container.querySelectorAll('[data-testid="review-card"]');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Stay number 1 was lovely.');
    expect(container.querySelectorAll('[data-testid="review-card-photos"] button')).toHaveLength(2);
    expect(container.querySelector('[data-testid="review-reply"]')?.textContent).toContain('Thank you, come again!');
    // All of them (with the filters) are one tap away even when all fit here.
    const all = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Read all 2 reviews');
    expect(all).toBeDefined();
    act(() => all!.click());
    expect(onAll).toHaveBeenCalledOnce();
  });

  it('says so when nobody reviewed the hotel yet', () => {
    const { container } = render(<ReviewsSummary reviews={reviews([], 0)} />);
    expect(container.querySelector('[data-testid="review-card"]')).toBeNull();
    expect(container.textContent).not.toBe('');
  });
});
