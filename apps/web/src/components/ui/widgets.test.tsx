import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { currencyStore } from '@/lib/currency';
import { badgeText } from '@/lib/unread-store';
import { render } from '@/test/render';
import { Countdown, formatRemaining, remainingMs } from './countdown';
import { isEmpty, validateField } from './dynamic-field';
import { PriceTag } from './price-tag';
import { Rating } from './rating';
import { StatusTag } from './status-tag';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.useRealTimers();
  currencyStore.set(null);
});

describe('isEmpty (spec section 5)', () => {
  it('treats null, blank, NaN, [] and {} as empty', () => {
    for (const v of [null, undefined, '', '   ', Number.NaN, [], {}]) expect(isEmpty(v)).toBe(true);
    for (const v of [0, 'a', [0], { a: 1 }, false]) expect(isEmpty(v)).toBe(false);
  });
});

describe('validateField', () => {
  it('requires, checks numbers, e-mails, phones and patterns', () => {
    expect(validateField({ key: 'a', label: 'A', required: true }, ' ')).toBe('validation.required');
    expect(validateField({ key: 'a', label: 'A' }, '')).toBeNull();
    expect(validateField({ key: 'a', label: 'A', type: 'number' }, '12.5')).toBeNull();
    expect(validateField({ key: 'a', label: 'A', type: 'number' }, '1e3')).toBe('validation.number');
    expect(validateField({ key: 'a', label: 'A', type: 'email' }, 'x@y.co')).toBeNull();
    expect(validateField({ key: 'a', label: 'A', type: 'email' }, 'x@y')).toBe('validation.email');
    expect(validateField({ key: 'a', label: 'A', type: 'phone' }, '+66 81 234 5678')).toBeNull();
    expect(validateField({ key: 'a', label: 'A', pattern: '^\\d{11}$' }, '123')).toBe('validation.format');
    expect(validateField({ key: 'a', label: 'A', pattern: '(' }, '123')).toBeNull();
  });
});

describe('countdown', () => {
  it('formats minutes, hours and days', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(65_000)).toBe('01:05');
    expect(formatRemaining(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatRemaining(90_000_000)).toBe('1d 01:00:00');
    expect(remainingMs('not a date')).toBe(0);
  });

  it('ticks down and calls onEnd once, then shows the ended text', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const onEnd = vi.fn();
    const until = Date.now() + 2000;
    const { container } = render(<Countdown until={until} onEnd={onEnd} endedText="expired" />);
    expect(container.textContent).toBe('00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(container.textContent).toBe('00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(container.textContent).toBe('expired');
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledOnce();
  });
});

describe('price tag', () => {
  it('shows the amount in the currency it came with, whatever the user currency', () => {
    act(() => currencyStore.set({ unit: 'USD', symbol: '$', digits: 2 }));
    const { container } = render(<PriceTag amount={23000} unit="THB" />);
    expect(container.querySelector('.wf-sr-only')?.textContent).toBe('฿230.00');
    expect(container.textContent).toContain('฿230.00');
  });

  it('sets no minor part for a currency without one', () => {
    const { container } = render(<PriceTag amount={12000} unit="KRW" original={15000} />);
    expect(container.querySelector('.wf-sr-only')?.textContent).toBe('₩12,000');
    expect(container.querySelector('s')?.textContent).toBe('₩15,000');
  });
});

describe('unread badge text', () => {
  it('is empty at 0 and capped at 99+', () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(-3)).toBeUndefined();
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('status tag', () => {
  it('is a pill with its label, found by status-tag unless the caller names it', () => {
    const { container } = render(
      <>
        <StatusTag tone="success">Done</StatusTag>
        <StatusTag tone="pending" wrap data-testid="order-status" data-status="unpaid">
          Awaiting payment
        </StatusTag>
      </>,
    );
    const [plain, named] = Array.from(container.querySelectorAll('span'));
    expect(plain?.dataset.testid).toBe('status-tag');
    expect(plain?.textContent).toBe('Done');
    expect(named?.dataset.testid).toBe('order-status');
    expect(named?.dataset.status).toBe('unpaid');
    expect(named?.className).not.toBe(plain?.className);
  });
});

describe('rating input', () => {
  it('is a group of five named radios; clicking a star chooses it, the chosen one is checked', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<Rating value={0} onChange={onChange} />);
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(container.querySelector('fieldset legend')?.textContent).toBe('Your rating');
    expect(radios.some((r) => r.checked)).toBe(false);
    act(() => radios[3]!.click());
    expect(onChange).toHaveBeenCalledWith(4);
    rerender(<Rating value={4} onChange={onChange} />);
    const checked = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.checked);
    expect(checked.map((r) => r.value)).toEqual(['4']);
  });
});
