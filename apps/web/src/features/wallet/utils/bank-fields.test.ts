import { describe, expect, it } from 'vitest';
import { bankBody, emptyBank, maskAccount, validateBank } from './bank-fields';

describe('payment account form', () => {
  it('requires what each kind needs (spec section 5)', () => {
    expect(Object.keys(validateBank(emptyBank('THB'))).sort()).toEqual([
      'bank',
      'cardNumber',
      'idNumber',
      'name',
      'phone',
    ]);
    expect(Object.keys(validateBank({ ...emptyBank('THB'), type: 'paypal' })).sort()).toEqual([
      'name',
      'transferAccount',
    ]);
    expect(Object.keys(validateBank({ ...emptyBank('THB'), type: 'crypto' })).sort()).toEqual([
      'name',
      'network',
      'transferAccount',
    ]);
    expect(validateBank({ ...emptyBank(''), type: 'paypal', name: 'A', transferAccount: 'a@b.co' })).toEqual({
      unit: 'validation.required',
    });
  });

  it('checks formats: card digits, PayPal e-mail, phone', () => {
    const bank = {
      ...emptyBank('THB'),
      name: 'Somchai',
      bank: 'KBank',
      cardNumber: '12ab',
      idNumber: '1101700123456',
      phone: '+66812345678',
    };
    expect(validateBank(bank)).toEqual({ cardNumber: 'validation.number' });
    expect(validateBank({ ...bank, cardNumber: '1234567890' })).toEqual({});
    expect(
      validateBank({ ...emptyBank('USD'), type: 'paypal', name: 'S', transferAccount: 'not-mail' }).transferAccount,
    ).toBe('validation.email');
  });

  it('sends the identifier as `account`, trims, and empties fields of other kinds', () => {
    const body = bankBody(
      {
        ...emptyBank('THB'),
        name: ' Somchai ',
        bank: 'KBank',
        cardNumber: '1234 5678 90',
        idNumber: 'X1',
        phone: '+6681',
        transferAccount: 'left over',
      },
      'TH',
    );
    expect(body).toMatchObject({
      account: '1234567890',
      cardNumber: '1234567890',
      name: 'Somchai',
      transferAccount: '',
      countryCode: 'TH',
      type: 'bank',
    });
    const wallet = bankBody({ ...emptyBank('THB'), type: 'ewallet', name: 'S', transferAccount: '0812345678' }, null);
    expect(wallet.account).toBe('0812345678');
    expect(wallet).not.toHaveProperty('countryCode');
  });

  it('masks all but the last four characters', () => {
    expect(maskAccount('1234567890')).toBe('•••• 7890');
    expect(maskAccount('123')).toBe('123');
  });
});
