import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/i18n';
import { click, render, type } from '@/test/render';
import { type AmountLimits, type AmountValue, checkAmount, emptyAmount } from '../utils/amount';
import { AmountField } from './amount-field';
import { FeePreview } from './fee-preview';

/** A baht channel: ฿35 to ฿150,000. */
const limits: AmountLimits = { min: 3500, max: 15_000_000 };

beforeAll(async () => {
  await initI18n('en');
});

/** The field as a screen uses it: validates on submit, then live. */
function Form({
  onSend,
  balance,
  unit = 'THB',
}: {
  onSend: (amount: number) => void;
  balance?: number;
  unit?: string;
}) {
  const [value, setValue] = useState<AmountValue>(emptyAmount);
  const [problem, setProblem] = useState<ReturnType<typeof checkAmount> | null>(null);
  const lim = { ...limits, balance };
  return (
    <Providers client={createQueryClient()}>
      <AmountField
        label="amount"
        value={value}
        onChange={(v) => {
          setValue(v);
          if (problem) setProblem(checkAmount(v, lim, unit));
        }}
        unit={unit}
        limits={lim}
        chips={[1000, 50_000, 100_000, 90_000_000]}
        all={balance}
        problem={problem && !problem.ok ? problem.problem : null}
      />
      <button
        type="button"
        data-testid="send"
        onClick={() => {
          const check = checkAmount(value, lim, unit);
          setProblem(check);
          if (check.ok) onSend(check.amount);
        }}
      />
    </Providers>
  );
}

const input = (root: HTMLElement) => root.querySelector('input') as HTMLInputElement;
const hint = (root: HTMLElement) => root.querySelector('[id$="-hint"]')?.textContent ?? '';
const send = (root: HTMLElement) => root.querySelector('[data-testid="send"]') as HTMLButtonElement;

describe('amount field (validation before sending)', () => {
  it('shows the bounds in the channel currency and only the chips inside them', () => {
    const { container } = render(<Form onSend={vi.fn()} />);
    expect(hint(container)).toBe('Min ฿35.00 · Max ฿150,000.00');
    const chips = Array.from(container.querySelectorAll('button[aria-pressed]')).map((b) => b.textContent);
    expect(chips).toEqual(['฿500.00', '฿1,000.00']);
    expect(container.textContent).not.toContain('USD');
  });

  it('refuses an empty or too small amount with the spec message, and clears it once fixed', async () => {
    const onSend = vi.fn();
    const { container } = render(<Form onSend={onSend} />);
    await click(send(container));
    expect(hint(container)).toBe('Please enter an amount');
    await type(input(container), '20');
    expect(hint(container)).toBe('The minimum for this method is ฿35.00');
    expect(input(container).getAttribute('aria-invalid')).toBe('true');
    await type(input(container), '200000');
    expect(hint(container)).toBe('The maximum for this method is ฿150,000.00');
    await type(input(container), '35');
    expect(hint(container)).toBe('Min ฿35.00 · Max ฿150,000.00');
    await click(send(container));
    expect(onSend).toHaveBeenCalledWith(3500);
  });

  it('sends exactly what was typed: ฿500 is 50000 satang', async () => {
    const onSend = vi.fn();
    const { container } = render(<Form onSend={onSend} />);
    await type(input(container), '500');
    await click(send(container));
    expect(onSend).toHaveBeenCalledWith(50_000);
  });

  it('says how many decimals the currency has', async () => {
    const onSend = vi.fn();
    const { container } = render(<Form onSend={onSend} />);
    await type(input(container), '500.005');
    await click(send(container));
    expect(hint(container)).toBe('฿ amounts have at most 2 decimals');
    expect(onSend).not.toHaveBeenCalled();
    const won = render(<Form onSend={onSend} unit="KRW" />);
    await type(input(won.container), '5000.5');
    await click(send(won.container));
    expect(hint(won.container)).toBe('₩ amounts have no decimals');
  });

  it('sends a chip exactly', async () => {
    const onSend = vi.fn();
    const { container } = render(<Form onSend={onSend} />);
    const chip = Array.from(container.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')).find(
      (b) => b.textContent === '฿1,000.00',
    )!;
    await click(chip);
    expect(input(container).value).toBe('1000');
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await click(send(container));
    expect(onSend).toHaveBeenCalledWith(100_000);
  });

  it('"All" fills the balance to the satang and refuses more than it', async () => {
    const onSend = vi.fn();
    const { container } = render(<Form onSend={onSend} balance={179_985} />);
    await type(input(container), '1800');
    await click(send(container));
    expect(hint(container)).toBe("That's more than your available balance of ฿1,799.85");
    const all = Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'All')!;
    await click(all);
    expect(input(container).value).toBe('1799.85');
    await click(send(container));
    expect(onSend).toHaveBeenCalledWith(179_985);
  });
});

describe('fee preview', () => {
  it('withdrawing ฿1,000 at 1%: fee ฿10.00, receive ฿990.00', () => {
    const { container } = render(<FeePreview amount={100_000} feeBp={100} unit="THB" />);
    expect(container.textContent).toContain('Fee (1%)');
    expect(container.querySelector('[data-testid="fee-amount"]')?.textContent).toBe('฿10.00');
    expect(container.querySelector('[data-testid="receive-amount"]')?.textContent).toBe('฿990.00');
  });

  it('rounds the fee down as the server does and shows no fee at 0 bp', () => {
    const { container } = render(<FeePreview amount={2817} feeBp={100} unit="THB" />);
    expect(container.querySelector('[data-testid="fee-amount"]')?.textContent).toBe('฿0.28');
    expect(container.querySelector('[data-testid="receive-amount"]')?.textContent).toBe('฿27.89');
    const free = render(<FeePreview amount={5000} feeBp={0} unit="KRW" />);
    expect(free.container.querySelector('[data-testid="receive-amount"]')?.textContent).toBe('₩5,000');
  });
});
