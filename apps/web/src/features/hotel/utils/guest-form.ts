import {
  type createOrder,
  type HotelRate,
  type IdType,
  passengerInput,
  phone,
  type RequestOf,
} from '@wayfare/contracts';
import { z } from 'zod';

/** One guest as typed: every field a string (empty when not given). */
export type GuestDraft = { name: string; idType: IdType; idNumber: string; idExpiry: string };

export type GuestFormValues = {
  guests: GuestDraft[];
  contactPhone: string;
  /** `HH:MM` local at the hotel, or empty for "not sure yet". */
  arrivalTime: string;
  remark: string;
};

export const emptyGuest = (): GuestDraft => ({ name: '', idType: 'id_card', idNumber: '', idExpiry: '' });

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A typed guest checked by the contract's own `passengerInput` (letters-only name, a number fitting its document). */
const guestForm = z.preprocess((raw) => {
  const g = raw as GuestDraft;
  return { name: g.name, idType: g.idType, idNumber: g.idNumber, idExpiry: blankToUndefined(g.idExpiry) };
}, passengerInput) as unknown as z.ZodType<z.output<typeof passengerInput>, GuestDraft>;

export const guestFormSchema = z.object({
  guests: z.array(guestForm).min(1).max(9),
  contactPhone: phone,
  arrivalTime: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)]),
  remark: z.string().trim().max(200),
});

export type GuestFormOutput = z.output<typeof guestFormSchema>;

/** Messages of the form, as keys under `validation.` (the contract's own stay; else required, phone or format). */
export function guestErrorKey(issue: { code: string; path?: PropertyKey[]; input?: unknown }): string {
  const last = String(issue.path?.[issue.path.length - 1] ?? '');
  const blank = issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '');
  if (blank && (issue.code === 'too_small' || issue.code === 'invalid_type' || issue.code === 'invalid_format')) {
    return 'required';
  }
  if (last === 'contactPhone') return 'phone';
  return 'format';
}

/**
 * How many guests to name: everyone staying (the booking's guests are its named guests, as the server
 * counts them against the rooms), up to the nine the contract takes.
 */
export const guestsToName = (guests: number) => Math.max(1, Math.min(guests, 9));

export type HotelBooking = {
  mid: string;
  pid: string;
  rooms: number;
  checkIn: string;
  checkOut: string;
  rate: HotelRate;
  /** The total the screen shows (the rate's breakdown total), minor units of the hotel's currency. */
  amount: number;
};

/** The checked form as the `/order/CreateOrder` body of a stay. */
export function toCreateHotelOrder(form: GuestFormOutput, b: HotelBooking): RequestOf<typeof createOrder> {
  return {
    pType: 3,
    mid: b.mid,
    amount: b.amount,
    products: [{ pid: b.pid, quantity: b.rooms }],
    hotel: {
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      rate: b.rate,
      ...(form.arrivalTime ? { arrivalTime: form.arrivalTime } : {}),
      contactPhone: form.contactPhone,
    },
    passengers: form.guests.map((g) => ({
      name: g.name,
      idType: g.idType,
      idNumber: g.idNumber,
      ...(g.idExpiry ? { idExpiry: g.idExpiry } : {}),
    })),
    ...(form.remark ? { remark: form.remark } : {}),
  };
}

/**
 * Where a refusal of `CreateOrder` belongs in the form: `parameter_error {fields}` names paths like
 * `passengers.0.name` (the guests here), `id_expired {n}` is guest n's (1-based) document. Empty: not a
 * field's error.
 */
export function guestFieldOfError(key: string, params: Record<string, unknown> = {}): string[] {
  if (key === 'id_expired') {
    const n = Number(params.n);
    return Number.isInteger(n) && n >= 1 ? [`guests.${n - 1}.idExpiry`] : [];
  }
  if (key === 'parameter_error' && typeof params.fields === 'string') {
    return params.fields
      .split(',')
      .map((f) =>
        f
          .trim()
          .replace(/^passengers\./, 'guests.')
          .replace(/^hotel\./, ''),
      )
      .filter(
        (f) => /^guests\.\d+\.(name|idType|idNumber|idExpiry)$/.test(f) || f === 'contactPhone' || f === 'arrivalTime',
      );
  }
  return [];
}

/** Arrival times offered: every hour from the hotel's check-in time to 23:00 (`HH:00`). */
export function arrivalChoices(checkInTime: string): string[] {
  const h = Number(/^(\d{1,2}):/.exec(checkInTime)?.[1] ?? 14);
  const start = Number.isInteger(h) && h >= 0 && h <= 23 ? h : 14;
  return Array.from({ length: 24 - start }, (_, i) => `${String(start + i).padStart(2, '0')}:00`);
}
