import type { Country } from '@wayfare/contracts';
import { readStored, storageKeys } from '@/lib/storage';
import { postOutAccountLogin } from '../api/out-account-login';

/** A login in flight with a provider that leaves the app and comes back to thrid_login. */
export type PendingOutLogin = { provider: 'line' | 'telegram'; state?: string; redirect?: string; at: number };

export type Query = Record<string, string | undefined>;
type TelegramData = {
  id: string;
  first_name: string;
  auth_date: string;
  hash: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
};
export type Proof =
  | { provider: 'line'; code: string; state: string }
  | { provider: 'telegram'; data: TelegramData }
  | { provider: 'line' | 'telegram'; problem: 'cancelled' | 'incomplete' };

/** What the address brought back: LINE's `code` + `state` (or its error), or Telegram's signed widget data. */
export function readProof(query: Query): Proof {
  if (query.code && query.state) return { provider: 'line', code: query.code, state: query.state };
  if (query.error && query.state) return { provider: 'line', problem: 'cancelled' };
  const telegram = query.source === 'telegram' || query.hash !== undefined;
  if (!telegram && readStored<{ source?: string }>(storageKeys.telegram)?.source !== 'telegram') {
    // Nothing usable arrived: name the provider the user set off with, if known.
    const pending = readStored<PendingOutLogin>(storageKeys.chatAppRedirect);
    return { provider: pending?.provider ?? 'line', problem: 'incomplete' };
  }
  const { id, first_name, auth_date, hash, last_name, username, photo_url } = query;
  if (!id || !first_name || !auth_date || !hash) return { provider: 'telegram', problem: 'incomplete' };
  // Exactly the fields Telegram signed: one added or dropped breaks the hash.
  return { provider: 'telegram', data: { id, first_name, auth_date, hash, last_name, username, photo_url } };
}

/** A code or a signed payload is good for one exchange: a second render reuses the first call. */
const inFlight = new Map<string, ReturnType<typeof postOutAccountLogin>>();

/** Post the proof once (with this device's country and invite code for a first login). */
export function exchangeProof(proof: Extract<Proof, { code: string } | { data: TelegramData }>) {
  const key = 'code' in proof ? `line:${proof.code}` : `tg:${proof.data.hash}`;
  let call = inFlight.get(key);
  if (!call) {
    const countryCode = readStored<Country>(storageKeys.country)?.code;
    const invite = readStored<string>(storageKeys.inviteCode) ?? undefined;
    const extras = { countryCode, inviteCode: invite && /^[A-Za-z0-9]{4,16}$/.test(invite) ? invite : undefined };
    call =
      'code' in proof
        ? postOutAccountLogin({ accountType: 'line', line: { code: proof.code, state: proof.state }, ...extras })
        : postOutAccountLogin({ accountType: 'telegram', telegram: proof.data, ...extras });
    inFlight.set(key, call);
  }
  return { key, call, forget: (k: string) => inFlight.delete(k) };
}
