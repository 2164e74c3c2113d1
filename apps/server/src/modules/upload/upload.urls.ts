import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { randomToken } from '../../lib/crypto';
import { uploadRepository as repo } from './upload.repository';

const HOUR_S = 3600;
/** Paths of files only conversation members may see; everything else under /uploads is public. */
export const PRIVATE_UPLOAD_PREFIX = '/uploads/chat/';

export type UploadSigner = {
  /**
   * `path` with an expiry and its HMAC. Expiries fall on the hour after next (one to two hours away), so every
   * listing within an hour answers the same URL and the browser's cache of the image holds.
   */
  sign(path: string, nowMs?: number): string;
  /** Whether `exp` and `sig` (from the query) are a signature of `path` that has not expired. */
  verify(path: string, exp: unknown, sig: unknown, nowMs?: number): boolean;
};

export type UploadUrls = {
  /** Whether `path` is served only through a signed URL. */
  isPrivate(path: string): boolean;
  /** The signer, once its key is known (read once; a failed read is tried again on the next call). */
  signer(): Promise<UploadSigner>;
};

export function createUploadSigner(secret: string): UploadSigner {
  const mac = (path: string, exp: string) => createHmac('sha256', secret).update(`${path}\n${exp}`).digest();
  return {
    sign(path, nowMs = Date.now()) {
      const exp = String((Math.floor(nowMs / 1000 / HOUR_S) + 2) * HOUR_S);
      return `${path}?exp=${exp}&sig=${mac(path, exp).toString('base64url')}`;
    },

    verify(path, exp, sig, nowMs = Date.now()) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= nowMs) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(path, exp);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The signer of this deployment: UPLOAD_URL_SECRET, else the key kept in the database for every instance.
 * Read on first use, not at start, so a server whose database is down still starts (and answers 503).
 */
export function openUploadUrls(db: Executor, config: Pick<Config, 'UPLOAD_URL_SECRET'>): UploadUrls {
  let pending: Promise<UploadSigner> | null = null;
  return {
    isPrivate: (path) => path.startsWith(PRIVATE_UPLOAD_PREFIX),
    signer() {
      pending ??= (async () =>
        createUploadSigner(config.UPLOAD_URL_SECRET ?? (await repo.secret(db, 'upload_url', randomToken(32)))))();
      pending.catch(() => {
        pending = null;
      });
      return pending;
    },
  };
}
