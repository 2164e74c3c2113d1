import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { useLongPress } from './use-long-press';

function Target({ onLong }: { onLong: () => void }) {
  const handlers = useLongPress(onLong);
  const { didFire: _ignored, ...events } = handlers;
  return (
    <button type="button" {...events}>
      x
    </button>
  );
}

const pointer = (type: string, x: number, y: number) =>
  Object.assign(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }), { pointerId: 1 });

describe('useLongPress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after 350 ms of holding still', () => {
    const onLong = vi.fn();
    const { container } = render(<Target onLong={onLong} />);
    const btn = container.querySelector('button')!;
    act(() => {
      btn.dispatchEvent(pointer('pointerdown', 10, 10));
    });
    act(() => vi.advanceTimersByTime(349));
    expect(onLong).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLong).toHaveBeenCalledOnce();
  });

  it('is cancelled by moving more than 10 px, not by a small wobble', () => {
    const onLong = vi.fn();
    const { container } = render(<Target onLong={onLong} />);
    const btn = container.querySelector('button')!;
    act(() => {
      btn.dispatchEvent(pointer('pointerdown', 10, 10));
      btn.dispatchEvent(pointer('pointermove', 16, 16));
    });
    act(() => vi.advanceTimersByTime(400));
    expect(onLong).toHaveBeenCalledOnce();

    act(() => {
      btn.dispatchEvent(pointer('pointerdown', 10, 10));
      btn.dispatchEvent(pointer('pointermove', 10, 21));
    });
    act(() => vi.advanceTimersByTime(400));
    expect(onLong).toHaveBeenCalledOnce();
  });

  it('is cancelled by lifting the finger early', () => {
    const onLong = vi.fn();
    const { container } = render(<Target onLong={onLong} />);
    const btn = container.querySelector('button')!;
    act(() => {
      btn.dispatchEvent(pointer('pointerdown', 0, 0));
    });
    act(() => vi.advanceTimersByTime(200));
    act(() => {
      btn.dispatchEvent(pointer('pointerup', 0, 0));
    });
    act(() => vi.advanceTimersByTime(400));
    expect(onLong).not.toHaveBeenCalled();
  });
});
