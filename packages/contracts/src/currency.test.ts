import { describe, expect, it } from 'vitest';
import { currencyDigits, listedCurrencies } from './currency';

const intlDigits = (unit: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: unit }).resolvedOptions().maximumFractionDigits;

describe('currencyDigits', () => {
  it('lists the common currencies with the decimals ISO 4217 and Intl give them', () => {
    expect(listedCurrencies().length).toBeGreaterThan(40);
    for (const unit of listedCurrencies()) expect(currencyDigits(unit), unit).toBe(intlDigits(unit));
    expect([currencyDigits('THB'), currencyDigits('KRW'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('asks Intl for any other code, and takes 2 for a code Intl does not know', () => {
    expect(currencyDigits('UYI')).toBe(intlDigits('UYI'));
    expect(currencyDigits('not a code')).toBe(2);
  });
});
