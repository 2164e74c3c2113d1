import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { changeLocale, initI18n } from '@/i18n';
import { click, render, waitFor } from '@/test/render';
import { DateTimePicker, OPEN_DELAY_MS } from './date-time-picker';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  vi.useRealTimers();
  await changeLocale('en', { persist: false });
});

const wrap = (ui: React.ReactNode) => <Providers client={createQueryClient()}>{ui}</Providers>;

describe('DateTimePicker', () => {
  it('opens 20 ms after the tap, in the user language, and returns the picked index', async () => {
    await changeLocale('th-TH', { persist: false });
    const onChange = vi.fn();
    render(
      wrap(
        <DateTimePicker
          mode="selector"
          range={[{ n: 'Economy' }, { n: 'Business' }]}
          rangeKey="n"
          value={9}
          onChange={onChange}
        >
          <span>trigger</span>
        </DateTimePicker>,
      ),
    );
    const trigger = document.querySelector('[role="button"]')!;
    vi.useFakeTimers();
    await click(trigger);
    expect(document.querySelector('.adm-picker')).toBeNull();
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS));
    vi.useRealTimers();
    await waitFor(() => expect(document.querySelector('.adm-picker')).not.toBeNull());
    const confirm = [...document.querySelectorAll('.adm-picker-header-button')].at(-1)!;
    expect(confirm.textContent).toBe('ยืนยัน');
    await click(confirm);
    // value 9 was out of range: it was clamped to the last item
    expect(onChange).toHaveBeenCalledWith({ value: 1 });
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    render(
      wrap(
        <DateTimePicker mode="date" disabled value="2024-02-30" onChange={onChange}>
          <span>date</span>
        </DateTimePicker>,
      ),
    );
    await click(document.querySelector('[role="button"]')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('.adm-picker')).toBeNull();
    expect(document.querySelector('[role="button"]')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('confirms a date clamped into start and end', async () => {
    const onChange = vi.fn();
    render(
      wrap(
        <DateTimePicker mode="date" value="2030-02-31" start="2024-01-01" end="2025-06-30" onChange={onChange}>
          <span>date</span>
        </DateTimePicker>,
      ),
    );
    await click(document.querySelector('[role="button"]')!);
    await waitFor(() => expect(document.querySelector('.adm-picker')).not.toBeNull());
    await click([...document.querySelectorAll('.adm-picker-header-button')].at(-1)!);
    expect(onChange).toHaveBeenCalledWith({ value: '2025-06-30' });
  });
});
