import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render } from '@/test/render';
import { PinKeypad, shuffledDigits } from './pin-keypad';

const labels = { name: 'Withdrawal password', progress: 'progress', erase: 'Delete' };

function Harness({ onComplete, shuffle }: { onComplete?: (v: string) => void; shuffle?: boolean }) {
  const [value, setValue] = useState('');
  return <PinKeypad value={value} onChange={setValue} onComplete={onComplete} shuffle={shuffle} labels={labels} />;
}

const digitButton = (root: HTMLElement, d: string) => root.querySelector<HTMLButtonElement>(`[data-digit="${d}"]`)!;
const filledDots = (root: HTMLElement) => root.querySelectorAll('[aria-hidden="true"] > span').length;

afterEach(() => vi.restoreAllMocks());

describe('secure PIN keypad', () => {
  it('shows a dot per digit, never the digits, and completes on the sixth', async () => {
    const onComplete = vi.fn();
    const { container } = render(<Harness onComplete={onComplete} />);
    expect(container.querySelector('input')).toBeNull();
    for (const d of '13579') await click(digitButton(container, d));
    expect(filledDots(container)).toBe(5);
    expect(container.textContent).not.toContain('13579');
    expect(onComplete).not.toHaveBeenCalled();
    await click(digitButton(container, '2'));
    expect(onComplete).toHaveBeenCalledWith('135792');
    // A seventh press is ignored.
    await click(digitButton(container, '4'));
    expect(filledDots(container)).toBe(6);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('deletes the last digit', async () => {
    const { container } = render(<Harness />);
    await click(digitButton(container, '1'));
    await click(digitButton(container, '2'));
    await click(container.querySelector<HTMLButtonElement>('[aria-label="Delete"]')!);
    expect(filledDots(container)).toBe(1);
  });

  it('takes digits and backspace from a physical keyboard', async () => {
    const onComplete = vi.fn();
    const { container } = render(<Harness onComplete={onComplete} />);
    await act(async () => {
      for (const key of ['4', '2', 'Backspace', '2', '0', '2', '4', '6'])
        window.dispatchEvent(new KeyboardEvent('keydown', { key }));
    });
    expect(filledDots(container)).toBe(6);
    expect(onComplete).toHaveBeenCalledWith('420246');
  });

  it('offers every digit once, in a fixed or a shuffled order', () => {
    const fixed = render(<Harness />);
    const order = (root: HTMLElement) =>
      Array.from(root.querySelectorAll<HTMLButtonElement>('[data-digit]')).map((b) => b.dataset.digit);
    expect(order(fixed.container)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
    const shuffled = render(<Harness shuffle />);
    expect([...order(shuffled.container)].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('shuffles with the given random source (a full permutation)', () => {
    const seq = [0.9, 0.1, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4, 0.6];
    let i = 0;
    const digits = shuffledDigits(() => seq[i++ % seq.length] as number);
    expect(digits).toHaveLength(10);
    expect(new Set(digits).size).toBe(10);
    expect(digits.join('')).not.toBe('1234567890');
  });

  it('ignores presses while disabled', async () => {
    const onChange = vi.fn();
    const { container } = render(<PinKeypad value="" onChange={onChange} disabled labels={labels} />);
    await click(digitButton(container, '5'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
