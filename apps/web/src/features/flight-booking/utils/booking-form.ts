import {
  type Cabin,
  type createOrder,
  type IdType,
  IdTypes,
  passengerInput,
  phone,
  type RequestOf,
  type Traveller,
} from '@wayfare/contracts';
import { z } from 'zod';

/** One passenger as typed: every field a string (empty when not given), plus "save for next time". */
export type PassengerDraft = {
  name: string;
  idType: IdType;
  idNumber: string;
  /** `YYYY-MM-DD` or empty. */
  idExpiry: string;
  phone: string;
  save: boolean;
};

export type BookingFormValues = {
  passengers: PassengerDraft[];
  contactPhone: string;
  extraBaggageKg: number;
};

export const emptyPassenger = (): PassengerDraft => ({
  name: '',
  idType: 'id_card',
  idNumber: '',
  idExpiry: '',
  phone: '',
  save: false,
});

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A typed passenger checked by the contract's own `passengerInput` (name letters only, the number fits
 * its document type, a passport has its expiry): blank optional fields are left out first, and the
 * "save" switch is not part of what is sent.
 */
const passengerForm = z.preprocess((raw) => {
  const p = raw as PassengerDraft;
  return {
    name: p.name,
    idType: p.idType,
    idNumber: p.idNumber,
    idExpiry: blankToUndefined(p.idExpiry),
    phone: blankToUndefined(p.phone),
  };
}, passengerInput) as unknown as z.ZodType<z.output<typeof passengerInput>, PassengerDraft>;

export const bookingFormSchema = z.object({
  passengers: z.array(passengerForm).min(1).max(9),
  contactPhone: phone,
  extraBaggageKg: z.number().int().min(0).max(100),
});

export type BookingFormOutput = z.output<typeof bookingFormSchema>;

/**
 * Messages of the form, as keys under `validation.`: the contract's own (`passenger_name_invalid`,
 * `id_number_invalid`, `id_expiry_required`) stay; the others read "required", "phone" or "format".
 */
export function bookingErrorKey(issue: { code: string; path?: PropertyKey[]; input?: unknown }): string {
  const last = String(issue.path?.[issue.path.length - 1] ?? '');
  const blank = issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '');
  if (blank && (issue.code === 'too_small' || issue.code === 'invalid_type' || issue.code === 'invalid_format')) {
    return 'required';
  }
  if (last === 'phone' || last === 'contactPhone') return 'phone';
  return 'format';
}

/** A saved traveller as a filled-in passenger. */
export function draftFromTraveller(t: Traveller): PassengerDraft {
  const idType = (IdTypes as readonly string[]).includes(t.idType) ? (t.idType as IdType) : 'other';
  return { name: t.name, idType, idNumber: t.idNumber, idExpiry: t.idExpiry ?? '', phone: t.phone, save: false };
}

type Booking = { ticketId: string; cabin: Cabin; amount: number };

/** The checked form as the `/order/CreateOrder` body of a flight: `amount` is the total the screen showed. */
export function toCreateOrderRequest(form: BookingFormOutput, booking: Booking): RequestOf<typeof createOrder> {
  return {
    pType: 2,
    amount: booking.amount,
    flight: {
      ticketId: booking.ticketId,
      cabin: booking.cabin,
      contactPhone: form.contactPhone,
      extraBaggageKg: form.extraBaggageKg,
    },
    passengers: form.passengers.map((p) => ({
      name: p.name,
      idType: p.idType,
      idNumber: p.idNumber,
      ...(p.idExpiry ? { idExpiry: p.idExpiry } : {}),
      ...(p.phone ? { phone: p.phone } : {}),
    })),
  };
}

/** The passengers ticked "save for next time", as `/user/SaveTraveller` bodies. */
export function travellersToSave(drafts: PassengerDraft[], form: BookingFormOutput) {
  return form.passengers.filter((_, i) => drafts[i]?.save);
}

/**
 * Where a refusal of `CreateOrder` belongs in the form: `parameter_error {fields}` names paths like
 * `passengers.0.name`; `id_expired {n}` is passenger n's (1-based) document. Null: not a field's error.
 */
export function fieldOfError(key: string, params: Record<string, unknown> = {}): string[] {
  if (key === 'id_expired') {
    const n = Number(params.n);
    return Number.isInteger(n) && n >= 1 ? [`passengers.${n - 1}.idExpiry`] : [];
  }
  if (key === 'parameter_error' && typeof params.fields === 'string') {
    return params.fields
      .split(',')
      .map((f) => f.trim().replace(/^flight\./, ''))
      .filter((f) => /^passengers\.\d+\.(name|idType|idNumber|idExpiry|phone)$/.test(f) || f === 'contactPhone');
  }
  return [];
}

/** The same document number however it was typed (spaces, hyphens, case). */
export const sameDocument = (a: string, b: string) =>
  a.replace(/[\s-]/g, '').toUpperCase() === b.replace(/[\s-]/g, '').toUpperCase();
