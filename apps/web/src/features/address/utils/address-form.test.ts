import { describe, expect, it } from 'vitest';
import { addressBody, checkPhone, emptyAddress, validateAddress } from './address-form';

const good = emptyAddress({
  name: ' Somchai ',
  phone: '+66 81 234 5678',
  address: ' Sukhumvit Soi 24 ',
  latitude: 13.73,
  longitude: 100.57,
});

describe('address form rules', () => {
  it('names every missing field of an empty form, the map point included', () => {
    expect(validateAddress(emptyAddress())).toEqual({
      name: 'address.validation.name_required',
      phone: 'address.validation.phone_required',
      address: 'address.validation.address_required',
      location: 'address.validation.location_required',
    });
  });

  it('accepts a complete address', () => {
    expect(validateAddress(good)).toEqual({});
  });

  it.each([
    ['+66812345678', null],
    ['081-234-5678', null],
    ['12345', 'address.validation.phone_invalid'],
    ['+66 81 234 5678 9999 99', 'address.validation.phone_invalid'],
    ['phone me', 'address.validation.phone_invalid'],
    ['++66812345678', 'address.validation.phone_invalid'],
    ['  ', 'address.validation.phone_required'],
  ])('phone %j → %s', (phone, expected) => {
    expect(checkPhone(phone)).toBe(expected);
  });

  it('counts characters as people do and refuses what the server would', () => {
    expect(validateAddress({ ...good, name: '😀'.repeat(64) }).name).toBeUndefined();
    expect(validateAddress({ ...good, name: 'x'.repeat(65) }).name).toBe('address.validation.name_long');
    expect(validateAddress({ ...good, houseNumber: 'x'.repeat(65) }).houseNumber).toBe('address.validation.too_long');
    expect(validateAddress({ ...good, detailed: 'x'.repeat(256) }).detailed).toBe('address.validation.too_long');
    expect(validateAddress({ ...good, address: '   ' }).address).toBe('address.validation.address_required');
  });

  it('sends trimmed values with the contract field names', () => {
    expect(addressBody({ ...good, label: 'Work', houseNumber: ' 12B ', isDefault: true })).toEqual({
      name: 'Somchai',
      phone: '+66 81 234 5678',
      address: 'Sukhumvit Soi 24',
      detailed: '',
      houseNumber: '12B',
      label: 'Work',
      isDefault: true,
      latitude: 13.73,
      longitude: 100.57,
    });
  });
});
