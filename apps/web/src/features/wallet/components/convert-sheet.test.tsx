import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { initI18n } from '@/i18n';
import { configureApiClient } from '@/lib/api-client';
import { currencyStore } from '@/lib/currency';
import { clearLoginUser, saveLoginUser, sessionStore } from '@/lib/session';
import { type FakeApi, fakeApi, type Handler } from '@/test/fake-api';
import { user } from '@/test/fixtures';
import { click, render, type, waitFor } from '@/test/render';
import { ConvertSheet, convertibleUnits } from './convert-sheet';

const soon = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** A Thai user (active THB, empty) who still holds US dollars from before. */
const wallet = (thb: number, usd: number) => ({
  balance: thb,
  held: 0,
  unit: 'THB',
  symbol: '฿',
  digits: 2,
  wallets: [
    { unit: 'THB', symbol: '฿', digits: 2, balance: thb, held: 0 },
    { unit: 'USD', symbol: '$', digits: 2, balance: usd, held: 0 },
  ],
});

let routes: Record<string, Handler>;
let api: FakeApi;
let quotes = 0;

const quote = (b: Record<string, unknown>, expiresIn = 30) => {
  quotes += 1;
  return {
    amount: b.amount,
    toUnit: b.toUnit,
    targetUnit: b.targetUnit,
    result: Math.floor(Number(b.amount) * 35.5),
    rate: '35.5',
    quoteId: `q${quotes}`,
    expiresAt: soon(expiresIn),
    validSeconds: expiresIn,
  };
};

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  quotes = 0;
  saveLoginUser({ ...user, wallet: wallet(0, 5000) });
  currencyStore.set({ unit: 'THB', symbol: '฿', digits: 2 });
  routes = { '/amount/GetExchange': (b) => quote(b) };
  api = fakeApi(routes);
});

afterEach(() => {
  configureApiClient(null);
  clearLoginUser();
  currencyStore.set(null);
});

function open(onConverted = vi.fn(), onClose = vi.fn()) {
  render(
    <Providers client={createQueryClient()}>
      <ConvertSheet visible onClose={onClose} onConverted={onConverted} />
    </Providers>,
  );
  return { onConverted, onClose };
}

const amountInput = () => byTestId('convert-amount') as HTMLInputElement;

describe('convert between balances', () => {
  it('offers every balance held and the current country currency', () => {
    expect(convertibleUnits('THB', [{ unit: 'USD', balance: 5 }])).toEqual([
      { unit: 'USD', balance: 5 },
      { unit: 'THB', balance: 0 },
    ]);
  });

  it('quotes what arrives with the rate and a live countdown, and confirms exactly that quote', async () => {
    routes['/amount/Convert'] = (b) => ({
      fx: { quoteId: b.quoteId, fromUnit: 'USD', fromAmount: 1000, toUnit: 'THB', toAmount: 35_500, rate: '35.5' },
      fromBalance: 4000,
      toBalance: 35_500,
    });
    const { onConverted, onClose } = open();
    // Starts from the currency with money in it, into the active one.
    await waitFor(() => expect(byTestId('convert-from-USD')?.getAttribute('aria-checked')).toBe('true'));
    expect(byTestId('convert-to-THB')?.getAttribute('aria-checked')).toBe('true');
    expect(byTestId('convert-sheet')?.textContent).toContain('Available $50.00');
    await type(amountInput(), '10');
    await waitFor(() => expect(byTestId('quote-to')?.textContent).toBe('฿355.00'));
    expect(api.callsTo('/amount/GetExchange').at(-1)?.body).toMatchObject({
      amount: 1000,
      toUnit: 'USD',
      targetUnit: 'THB',
    });
    expect(byTestId('quote-from')?.textContent).toBe('$10.00');
    expect(byTestId('quote-rate')?.textContent).toBe('1 USD = 35.5 THB');
    const timer = byTestId('convert-quote')?.querySelector('[role="timer"]');
    expect(timer?.textContent).toMatch(/^00:(29|30)$/);
    await waitFor(() => expect(timer?.textContent).toMatch(/^00:(28|29)$/), 2500);
    expect(byTestId('convert-confirm')?.textContent).toBe('Convert $10.00 to ฿355.00');

    await click(byTestId('convert-confirm')!);
    await waitFor(() => expect(onConverted).toHaveBeenCalled());
    const [sent] = api.callsTo('/amount/Convert');
    expect(sent?.body.quoteId).toBe('q1');
    expect(api.callsTo('/amount/GetExchange')).toHaveLength(1);
    expect(String(sent?.body.idempotencyKey)).toMatch(/^[A-Za-z0-9_\-:.]{8,128}$/);
    expect(onClose).toHaveBeenCalled();
    // Both balances show their new amounts at once, each in its own currency.
    const w = sessionStore.get()?.wallet;
    expect(w?.balance).toBe(35_500);
    expect(w?.wallets?.find((x) => x.unit === 'USD')?.balance).toBe(4000);
  });

  it('checks the amount against the balance and the currency decimals before asking for a quote', async () => {
    open();
    await waitFor(() => expect(amountInput()).not.toBeNull());
    await type(amountInput(), '60');
    await waitFor(() =>
      expect(byTestId('convert-sheet')?.textContent).toContain("That's more than your available balance of $50.00"),
    );
    await type(amountInput(), '1.005');
    await waitFor(() => expect(byTestId('convert-sheet')?.textContent).toContain('$ amounts have at most 2 decimals'));
    await new Promise((r) => setTimeout(r, 500));
    expect(api.callsTo('/amount/GetExchange')).toHaveLength(0);
    expect((byTestId('convert-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('swaps the direction', async () => {
    saveLoginUser({ ...user, wallet: wallet(100_000, 5000) });
    open();
    await waitFor(() => expect(byTestId('convert-from-USD')?.getAttribute('aria-checked')).toBe('true'));
    await click(byTestId('convert-from-THB')!);
    expect(byTestId('convert-to-USD')?.getAttribute('aria-checked')).toBe('true');
    await type(amountInput(), '500');
    await waitFor(() => expect(api.callsTo('/amount/GetExchange')).toHaveLength(1));
    expect(api.callsTo('/amount/GetExchange')[0]?.body).toMatchObject({
      amount: 50_000,
      toUnit: 'THB',
      targetUnit: 'USD',
    });
  });

  it('an expired quote cannot be confirmed and offers a fresh one', async () => {
    routes['/amount/GetExchange'] = (b) => quote(b, quotes === 0 ? 1 : 30);
    open();
    await waitFor(() => expect(amountInput()).not.toBeNull());
    await type(amountInput(), '10');
    await waitFor(() => expect(byTestId('quote-expired')).not.toBeNull(), 4000);
    expect((byTestId('convert-confirm') as HTMLButtonElement).disabled).toBe(true);
    await click(byTestId('quote-refresh')!);
    await waitFor(() => expect(api.callsTo('/amount/GetExchange')).toHaveLength(2));
    await waitFor(() => expect((byTestId('convert-confirm') as HTMLButtonElement).disabled).toBe(false));
    expect(byTestId('quote-expired')).toBeNull();
  });

  it('when the server says the quote expired, nothing moved and a new quote is offered', async () => {
    routes['/amount/Convert'] = () => ({ status: 1120, data: null, msg: 'quote_expired' });
    const { onConverted } = open();
    await waitFor(() => expect(amountInput()).not.toBeNull());
    await type(amountInput(), '10');
    await waitFor(() => expect((byTestId('convert-confirm') as HTMLButtonElement).disabled).toBe(false));
    await click(byTestId('convert-confirm')!);
    await waitFor(() => expect(byTestId('quote-expired')).not.toBeNull());
    expect(onConverted).not.toHaveBeenCalled();
    expect(byTestId('quote-refresh')).not.toBeNull();
    expect(sessionStore.get()?.wallet?.wallets?.find((x) => x.unit === 'USD')?.balance).toBe(5000);
  });

  it('says converting needs a second currency when only one is held', async () => {
    saveLoginUser({ ...user, wallet: { ...wallet(100, 0), wallets: [wallet(100, 0).wallets[0]!] } });
    open();
    await waitFor(() => expect(byTestId('convert-unavailable')).not.toBeNull());
    expect(byTestId('convert-unavailable')?.textContent).toContain('You hold only THB');
  });
});
