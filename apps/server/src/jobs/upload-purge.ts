import type { Config } from '../config';
import type { Db } from '../db/client';
import { createUploadService } from '../modules/upload/upload.service';

/**
 * How often an instance looks for uploads of deleted accounts. Deleting an account removes its files at once;
 * this catches what a crash in between, or a server from before files went with their account, left behind.
 */
export const UPLOAD_PURGE_EVERY_MS = 10 * 60_000;

/** Removes the files and records of deleted accounts' uploads; rows are claimed with SKIP LOCKED. */
export function createUploadPurge(deps: { db: Db; config: Config }) {
  const uploads = createUploadService(deps.db, deps.config);
  let last = Number.NEGATIVE_INFINITY;
  return {
    async tick(nowMs = Date.now()): Promise<{ purged: number }> {
      if (nowMs - last < UPLOAD_PURGE_EVERY_MS) return { purged: 0 };
      last = nowMs;
      return { purged: await uploads.purgeOfDeleted() };
    },
  };
}
