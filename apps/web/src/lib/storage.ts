/**
 * Local storage keys of spec section 9. Values are JSON; a broken or foreign value reads as absent
 * (private mode, quota, or an older client's format must never crash the start-up).
 */
export const storageKeys = {
  /** Login user info: token, _id, symbol, currentCountry, address map. */
  loginUser: 'wf.login_user_info',
  /** The app version that last ran here (drives the update prompt). */
  version: 'wf.version',
  /** Redirect URIs and state of a chat-app (LINE) login in flight. */
  chatAppRedirect: 'wf.chat_app_redirect_uris',
  /** A chat-app login `code` arrived in the address and waits to be exchanged. */
  handle: 'wf.handle',
  /** Telegram login data (`source=telegram` with `account` and `id`). */
  telegram: 'wf.telegram',
  /** Selected tab of the order list. */
  orderListTab: 'wf.order_list_tab_index',
  /** Pay-on-behalf pay ids seen in the address. */
  payOnBehalfIds: 'wf.pay_on_behalf_pay_ids',
  /** The chosen locale. */
  locale: 'wf.locale',
  /** Chosen country while no login exists (or before the server stored it). */
  country: 'wf.country',
  /** An invite code that arrived in a shared link, prefilled on sign-up. */
  inviteCode: 'wf.invite_code',
  /** Where food is delivered: a saved address or a point picked on the map (lib/delivery-point.ts). */
  deliveryPoint: 'wf.delivery_point',
  /** Food carts, one per merchant. */
  foodCart: 'wf.food_cart',
  /** Recent flight searches (features/flight/utils/recent-searches.ts). */
  flightRecent: 'wf.flight_recent',
  /** Recent hotel searches (features/hotel/utils/recent-searches.ts). */
  hotelRecent: 'wf.hotel_recent',
  /** This browser's random id, sent as `X-Device-Id` (the server tells self-referrals by it). */
  deviceId: 'wf.device_id',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function area(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(key: StorageKey): T | null {
  const raw = area()?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    if (value === undefined || value === null) area()?.removeItem(key);
    else area()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or private mode: the app keeps working from memory for this session.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    area()?.removeItem(key);
  } catch {
    // ignore, see writeStored
  }
}
