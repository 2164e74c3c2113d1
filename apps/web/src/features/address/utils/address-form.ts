import type { Address, createAddress, RequestOf } from '@wayfare/contracts';
import { AddressLabels } from '@wayfare/contracts/enums';

export type AddressLabel = (typeof AddressLabels)[number];
export const addressLabels: readonly AddressLabel[] = AddressLabels;

/** What the address form holds; `latitude`/`longitude` are null until a point is picked on the map. */
export type AddressValues = {
  name: string;
  phone: string;
  address: string;
  detailed: string;
  houseNumber: string;
  label: AddressLabel | '';
  isDefault: boolean;
  latitude: number | null;
  longitude: number | null;
};
export type AddressField = 'name' | 'phone' | 'address' | 'detailed' | 'houseNumber' | 'location';
/** Field → i18n key of what is wrong. */
export type AddressErrors = Partial<Record<AddressField, string>>;

export const LIMITS = { name: 64, phone: 24, address: 255, detailed: 255, houseNumber: 64 } as const;

export const emptyAddress = (prefill: Partial<AddressValues> = {}): AddressValues => ({
  name: '',
  phone: '',
  address: '',
  detailed: '',
  houseNumber: '',
  label: '',
  isDefault: false,
  latitude: null,
  longitude: null,
  ...prefill,
});

export const valuesOfAddress = (a: Address): AddressValues => ({
  name: a.name,
  phone: a.phone,
  address: a.address,
  detailed: a.detailed,
  houseNumber: a.houseNumber,
  label: (AddressLabels as readonly string[]).includes(a.label) ? (a.label as AddressLabel) : '',
  isDefault: a.isDefault,
  latitude: a.latitude,
  longitude: a.longitude,
});

const v = (key: string) => `address.validation.${key}`;
const chars = (s: string) => [...s.trim()].length;

/** The contract's phone: digits with an optional leading `+`, spaces or dashes; 6 to 16 digits. */
export function checkPhone(phone: string): string | null {
  const p = phone.trim();
  if (!p) return v('phone_required');
  const digits = p.replace(/\D/g, '').length;
  return /^\+?[0-9][0-9 -]{3,23}$/.test(p) && digits >= 6 && digits <= 16 ? null : v('phone_invalid');
}

/** Every rule of the form, checked before anything is sent. Empty when the values can be saved. */
export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  if (!values.name.trim()) errors.name = v('name_required');
  else if (chars(values.name) > LIMITS.name) errors.name = v('name_long');
  const phone = checkPhone(values.phone);
  if (phone) errors.phone = phone;
  if (values.latitude === null || values.longitude === null) errors.location = v('location_required');
  if (!values.address.trim()) errors.address = v('address_required');
  else if (chars(values.address) > LIMITS.address) errors.address = v('too_long');
  if (chars(values.detailed) > LIMITS.detailed) errors.detailed = v('too_long');
  if (chars(values.houseNumber) > LIMITS.houseNumber) errors.houseNumber = v('too_long');
  return errors;
}

/** The body of `/user/CreateAddress` (the caller adds `id` for `/user/UpdateAddress`). */
export function addressBody(values: AddressValues): RequestOf<typeof createAddress> {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    detailed: values.detailed.trim(),
    houseNumber: values.houseNumber.trim(),
    label: values.label,
    isDefault: values.isDefault,
    latitude: values.latitude ?? 0,
    longitude: values.longitude ?? 0,
  };
}
