import { describe, expect, it } from 'vitest';
import {
  arrivalChoices,
  emptyGuest,
  guestErrorKey,
  guestFieldOfError,
  guestFormSchema,
  guestsToName,
  toCreateHotelOrder,
} from './guest-form';

const form = {
  guests: [{ name: 'Somchai Jaidee', idType: 'id_card' as const, idNumber: '1-1037-00123-45-6', idExpiry: '' }],
  contactPhone: '+66 81 111 2222',
  arrivalTime: '15:00',
  remark: '',
};

describe('guest form', () => {
  it("checks each guest with the contract's own rules", () => {
    expect(guestFormSchema.safeParse(form).success).toBe(true);
    const bad = guestFormSchema.safeParse({ ...form, guests: [{ ...emptyGuest(), name: 'R2D2', idNumber: '12' }] });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(messages).toContain('guests.0.name:passenger_name_invalid');
    expect(messages).toContain('guests.0.idNumber:id_number_invalid');
    expect(guestFormSchema.safeParse({ ...form, arrivalTime: '25:00' }).success).toBe(false);
    expect(guestFormSchema.safeParse({ ...form, arrivalTime: '' }).success).toBe(true);
  });

  it('names blank fields as required and a bad phone as a phone', () => {
    expect(guestErrorKey({ code: 'too_small', path: ['guests', 0, 'name'], input: ' ' })).toBe('required');
    expect(guestErrorKey({ code: 'custom', path: ['contactPhone'], input: 'abc' })).toBe('phone');
    expect(guestErrorKey({ code: 'invalid_format', path: ['arrivalTime'], input: '9' })).toBe('format');
  });

  it('names everyone staying, up to nine', () => {
    expect(guestsToName(1)).toBe(1);
    expect(guestsToName(2)).toBe(2);
    expect(guestsToName(20)).toBe(9);
    expect(guestsToName(0)).toBe(1);
  });

  it('sends the stay, the rate, the room count and the normalised guests', () => {
    const out = guestFormSchema.parse(form);
    expect(
      toCreateHotelOrder(out, {
        mid: '7',
        pid: '42',
        rooms: 2,
        checkIn: '2026-12-01',
        checkOut: '2026-12-04',
        rate: 'flexible',
        amount: 123_400,
      }),
    ).toEqual({
      pType: 3,
      mid: '7',
      amount: 123_400,
      products: [{ pid: '42', quantity: 2 }],
      hotel: {
        checkIn: '2026-12-01',
        checkOut: '2026-12-04',
        rate: 'flexible',
        arrivalTime: '15:00',
        contactPhone: out.contactPhone,
      },
      passengers: [{ name: 'Somchai Jaidee', idType: 'id_card', idNumber: '1103700123456' }],
    });
  });

  it("puts the server's refusals on the guest fields", () => {
    expect(guestFieldOfError('id_expired', { n: 2 })).toEqual(['guests.1.idExpiry']);
    expect(guestFieldOfError('parameter_error', { fields: 'passengers.0.name, hotel.contactPhone, mid' })).toEqual([
      'guests.0.name',
      'contactPhone',
    ]);
    expect(guestFieldOfError('rooms_unavailable', { left: 0 })).toEqual([]);
  });

  it('offers arrival hours from check-in time to the last hour of the day', () => {
    expect(arrivalChoices('14:00')).toEqual([
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
    ]);
    expect(arrivalChoices('nonsense')[0]).toBe('14:00');
    expect(arrivalChoices('23:30')).toEqual(['23:00']);
  });
});
