import type { AddressValues } from './address-form';

/**
 * The address form while the user picks its point on the map: choose_location is another page, so the
 * form's values wait here and the chosen point is written into them. Kept in session storage (this tab
 * only), so reloading the map page loses nothing; the form takes it back when it opens again.
 */
const KEY = 'wf.address_draft';

type Stored = { key: string; values: AddressValues };

function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): Stored | null {
  try {
    const raw = area()?.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Stored) : null;
    return parsed && typeof parsed.key === 'string' && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

/** Which form a draft belongs to: the edited address id, or `new`. */
export const draftKeyOf = (id: string | undefined) => id || 'new';

export function saveAddressDraft(key: string, values: AddressValues): void {
  try {
    area()?.setItem(KEY, JSON.stringify({ key, values } satisfies Stored));
  } catch {
    // private mode or quota: the form opens with its saved values instead
  }
}

export function readAddressDraft(key: string): AddressValues | null {
  const stored = read();
  return stored?.key === key ? stored.values : null;
}

export function clearAddressDraft(): void {
  try {
    area()?.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** The map's answer: the point and its address text land in the waiting form's values. */
export function putPickedPoint(
  key: string,
  point: { latitude: number; longitude: number; address: string },
  fallback: AddressValues,
): void {
  const values = readAddressDraft(key) ?? fallback;
  saveAddressDraft(key, {
    ...values,
    latitude: point.latitude,
    longitude: point.longitude,
    // An unnamed point keeps what the user typed rather than blanking it.
    address: point.address || values.address,
  });
}
