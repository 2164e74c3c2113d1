import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import type { Currency } from '@/lib/money';
import { click, render, type, waitFor } from '@/test/render';
import { type AmountLimits, type AmountValue, checkAmount, emptyAmount } from '../utils/amount';
import { AmountField } from './amount-field';
import { FeePreview } from './fee-preview';

const baht: Currency = { unit: 'THB', symbol: '฿', rate: 35.5, isLocal: true };
const limits: AmountLimits = { min: 100, max: 500_000 };

beforeAll(async () => {
  await initI18n('en');
  configureApiClient({
    notify: vi.fn(),
    fetch: vi.fn(async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      const result = Math.round((body.amount * 1) / 35.5);
      return new Response(JSON.stringify({ status: 0, data: { ...body, result, rate: 1 / 35.5 }, msg: 'success' }));
    }),
  });
});

/** The field as a screen uses it: validates on submit, then live. */
function Form({ onSend, balance }: { onSend: (amount: number) => void; balance?: number }) {
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
          if (problem) setProblem(checkAmount(v, lim, baht));
        }}
        currency={baht}
        limits={lim}
        chips={[50, 1000, 5000, 900_000]}
        all={balance}
        problem={problem && !problem.ok ? problem.problem : null}
      />
      <button
        type="button"
        data-testid="send"
        onClick={() => {
          const check = checkAmount(value, lim, baht);
          setProblem(check);
          if (check.ok) onSend(check.amount);
        }}
      />
    </Providers>
  );
}

const input = (root: HTMLElement) => root.querySelector('input') as HTMLInputElement;
const hint = (root: HTMLElement) => root.querySelector('[id$="-hint"]')?.textContent ?? '';

describe('amount field (validation before sending)', () => {
  it('shows the bounds in the user currency and only the chips inside them', () => {
    const { container } = render(<Form onSend={vi.fn()} />);
    expect(hint(container)).toBe('Min ฿35.50 · Max ฿177,500.00');
    const chips = Array.from(container.querySelectorAll('button[aria-pressed]')).map((b) => b.textContent);
    expect(chips).toEqual(['฿355.00', '฿1,775.00']);
  });

  it('refuses an empty or too small amount with the spec message, and clears it once fixed', async () => {
    const onSend = vi.fn();
    const { container, getSend } = Object.assign(render(<Form onSend={onSend} />), {
      getSend: () => container.querySelector('[data-testid="send"]') as HTMLButtonElement,
    });
    await click(getSend());
    expect(hint(container)).toBe('Please enter an amount');
    await type(input(container), '20');
    expect(hint(container)).toBe('The minimum for this method is ฿35.50');
    expect(input(container).getAttribute('aria-invalid')).toBe('true');
    await type(input(container), '200000');
    expect(hint(container)).toBe('The maximum for this method is ฿177,500.00');
    await type(input(container), '35.50');
    expect(hint(container)).toBe('Min ฿35.50 · Max ฿177,500.00');
    await click(getSend());
    expect(onSend).toHaveBeenCalledWith(100);
  });

  it('sends a chip exactly and shows what it is in US dollars', async () => {
    const onSend = vi.fn();
    const { container } = render(<Form onSend={onSend} />);
    const chip = Array.from(container.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')).find(
      (b) => b.textContent === '฿1,775.00',
    )!;
    await click(chip);
    expect(input(container).value).toBe('1775');
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(container.querySelector('[data-testid="exchange-hint"]')?.textContent).toBe('≈ $50.00 USD'),
    );
    await click(container.querySelector('[data-testid="send"]') as HTMLButtonElement);
    expect(onSend).toHaveBeenCalledWith(5000);
  });

  it('tells the exact amount when the typed one is not a whole US cent', async () => {
    const { container } = render(<Form onSend={vi.fn()} />);
    await type(input(container), '1000');
    await waitFor(() =>
      expect(container.querySelector('[data-testid="exchange-hint"]')?.textContent).toBe(
        '= $28.17 USD · exact amount ฿1,000.04',
      ),
    );
  });

  it('"All" fills the balance and refuses more than it', async () => {
    const onSend = vi.fn();
    const { container } = render(<Form onSend={onSend} balance={5070} />);
    await type(input(container), '1800');
    await click(container.querySelector('[data-testid="send"]') as HTMLButtonElement);
    expect(hint(container)).toBe("That's more than your available balance of ฿1,799.85");
    const all = Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'All')!;
    await click(all);
    expect(input(container).value).toBe('1799.85');
    await click(container.querySelector('[data-testid="send"]') as HTMLButtonElement);
    expect(onSend).toHaveBeenCalledWith(5070);
  });
});

describe('fee preview', () => {
  it('shows the fee rate, the fee and what arrives, in the user currency', () => {
    const { container } = render(<FeePreview amount={10_000} feeBp={100} currency={baht} />);
    expect(container.textContent).toContain('Fee (1%)');
    expect(container.querySelector('[data-testid="fee-amount"]')?.textContent).toBe('฿35.50');
    expect(container.querySelector('[data-testid="receive-amount"]')?.textContent).toBe('฿3,514.50');
  });

  it('rounds the fee down as the server does and shows no fee at 0 bp', () => {
    const { container } = render(<FeePreview amount={2817} feeBp={100} currency={baht} />);
    expect(container.querySelector('[data-testid="fee-amount"]')?.textContent).toBe('฿9.94');
    expect(container.querySelector('[data-testid="receive-amount"]')?.textContent).toBe('฿990.10');
    const free = render(<FeePreview amount={5000} feeBp={0} currency={baht} />);
    expect(free.container.querySelector('[data-testid="receive-amount"]')?.textContent).toBe('฿1,775.00');
  });
});
