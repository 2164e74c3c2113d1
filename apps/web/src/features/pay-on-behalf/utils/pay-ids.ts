import { readStored, storageKeys, writeStored } from '@/lib/storage';

/** How many pay ids are remembered (newest first). */
const KEEP = 20;

/** The pay ids this browser has opened (spec: pay-on-behalf pay ids in local storage), newest first. */
export function storedPayIds(): string[] {
  const list = readStored<unknown>(storageKeys.payOnBehalfIds);
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

/** Remembers a pay id, so a payer who logs in or comes back later finds the request again. */
export function rememberPayId(pid: string): void {
  if (!pid) return;
  writeStored(storageKeys.payOnBehalfIds, [pid, ...storedPayIds().filter((x) => x !== pid)].slice(0, KEEP));
}
