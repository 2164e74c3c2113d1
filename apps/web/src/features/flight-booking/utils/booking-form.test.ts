import { createOrder } from '@wayfare/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BookingFormValues,
  bookingErrorKey,
  bookingFormSchema,
  draftFromTraveller,
  emptyPassenger,
  fieldOfError,
  toCreateOrderRequest,
  travellersToSave,
} from './booking-form';

const form = (over: Partial<BookingFormValues> = {}): BookingFormValues => ({
  passengers: [
    { ...emptyPassenger(), name: 'Somchai Jaidee', idNumber: '1-1037-00123-45-6', phone: '' },
    {
      ...emptyPassenger(),
      name: 'Anna Müller',
      idType: 'passport',
      idNumber: 'c01x 00t47',
      idExpiry: '2031-05-01',
      phone: '+66 81 234 5678',
      save: true,
    },
  ],
  contactPhone: '+66 81 111 2222',
  extraBaggageKg: 5,
  ...over,
});

const messages = (values: BookingFormValues) => {
  const r = bookingFormSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('booking form', () => {
  it('maps a valid form to the CreateOrder body the contract accepts', () => {
    const parsed = bookingFormSchema.parse(form());
    const body = toCreateOrderRequest(parsed, { ticketId: '3', cabin: 'economy', amount: 385_950 });
    expect(body).toEqual({
      pType: 2,
      amount: 385_950,
      flight: { ticketId: '3', cabin: 'economy', contactPhone: '+66 81 111 2222', extraBaggageKg: 5 },
      passengers: [
        { name: 'Somchai Jaidee', idType: 'id_card', idNumber: '1103700123456' },
        {
          name: 'Anna Müller',
          idType: 'passport',
          idNumber: 'C01X00T47',
          idExpiry: '2031-05-01',
          phone: '+66 81 234 5678',
        },
      ],
    });
    expect(createOrder.request.safeParse(body).success).toBe(true);
  });

  it('uses the contract messages for names, numbers and passport expiry', () => {
    const bad = form();
    bad.passengers[0] = { ...bad.passengers[0]!, name: 'R2D2' };
    bad.passengers[1] = { ...bad.passengers[1]!, idNumber: '12', idExpiry: '' };
    expect(messages(bad)).toMatchObject({
      'passengers.0.name': 'passenger_name_invalid',
      'passengers.1.idNumber': 'id_number_invalid',
      'passengers.1.idExpiry': 'id_expiry_required',
    });
  });

  it('needs a contact phone', () => {
    expect(Object.keys(messages(form({ contactPhone: '' })))).toEqual(['contactPhone']);
    expect(messages(form({ extraBaggageKg: 101 }))).toHaveProperty('extraBaggageKg');
  });

  it('names other problems required, phone or format', () => {
    expect(bookingErrorKey({ code: 'too_small', path: ['passengers', 0, 'name'], input: '' })).toBe('required');
    expect(bookingErrorKey({ code: 'invalid_format', path: ['contactPhone'], input: 'abc' })).toBe('phone');
    expect(bookingErrorKey({ code: 'invalid_format', path: ['contactPhone'], input: '' })).toBe('required');
    expect(bookingErrorKey({ code: 'too_big', path: ['extraBaggageKg'], input: 101 })).toBe('format');
  });

  it('saves only the passengers ticked for next time', () => {
    const values = form();
    expect(travellersToSave(values.passengers, bookingFormSchema.parse(values)).map((p) => p.name)).toEqual([
      'Anna Müller',
    ]);
  });

  it('fills a passenger from a saved traveller', () => {
    expect(
      draftFromTraveller({
        id: '1',
        name: 'Anna Müller',
        idType: 'passport',
        idNumber: 'C01X00T47',
        idExpiry: '2031-05-01',
        phone: '',
      }),
    ).toEqual({
      name: 'Anna Müller',
      idType: 'passport',
      idNumber: 'C01X00T47',
      idExpiry: '2031-05-01',
      phone: '',
      save: false,
    });
  });

  it('puts server refusals on their fields', () => {
    expect(fieldOfError('id_expired', { n: 2 })).toEqual(['passengers.1.idExpiry']);
    expect(fieldOfError('parameter_error', { fields: 'passengers.0.name,flight.contactPhone,token' })).toEqual([
      'passengers.0.name',
      'contactPhone',
    ]);
    expect(fieldOfError('seats_unavailable', { left: 1 })).toEqual([]);
  });
});
