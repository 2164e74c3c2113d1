import { readStored, storageKeys, writeStored } from '@/lib/storage';

/** Address parameters the start logic reads (spec section 2). */
export type LaunchParams = {
  payOnBehalf?: string;
  source?: string;
  account?: string;
  id?: string;
  code?: string;
  /** A referral link's invite code (`inviteCode`), kept for sign-up. */
  inviteCode?: string;
};

const clean = (v: string | null) => {
  const t = v?.trim();
  return t ? t.slice(0, 512) : undefined;
};

export function readLaunchParams(search: string): LaunchParams {
  const q = new URLSearchParams(search);
  return {
    payOnBehalf: clean(q.get('pay_on_behalf')),
    source: clean(q.get('source')),
    account: clean(q.get('account')),
    id: clean(q.get('id')),
    code: clean(q.get('code')),
    inviteCode: clean(q.get('inviteCode') ?? q.get('invite_code')),
  };
}

/**
 * Keep what the address brought for the pages that consume it later: Telegram login data
 * (`source=telegram` with `account` and `id`), the chat-app login `code` (key `handle`), and the
 * pay-on-behalf pay ids (newest first, at most 20).
 */
export function storeLaunchParams(p: LaunchParams): void {
  if (p.source === 'telegram' && p.account && p.id) {
    writeStored(storageKeys.telegram, { source: 'telegram', account: p.account, id: p.id, at: Date.now() });
  }
  if (p.code) writeStored(storageKeys.handle, { code: p.code, at: Date.now() });
  if (p.inviteCode && /^[A-Za-z0-9]{4,16}$/.test(p.inviteCode)) writeStored(storageKeys.inviteCode, p.inviteCode);
  if (p.payOnBehalf) {
    const prev = readStored<unknown>(storageKeys.payOnBehalfIds);
    const list = Array.isArray(prev) ? prev.filter((x): x is string => typeof x === 'string') : [];
    writeStored(storageKeys.payOnBehalfIds, [p.payOnBehalf, ...list.filter((x) => x !== p.payOnBehalf)].slice(0, 20));
  }
}
