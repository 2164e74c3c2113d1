import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadPurpose } from '@wayfare/contracts';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { AppError, fail } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { IMAGE_KINDS, sniff } from '../../lib/file-type';
import { uploadRepository as repo } from './upload.repository';
import { limitMbOf, OPERATOR_UPLOAD_DIR, type UploadRule, uploadRules } from './upload.rules';

const PURGE_BATCH = 200;

export type StoredUpload = {
  url: string;
  name: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
};

/** Keeps the client's file name for display only: no path, no control characters, bounded. */
const displayName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 128)
    // Lone surrogates (half an emoji, or one the cut above split) are not text a database can hold.
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');

/**
 * Stores uploads under DATA_DIR/uploads/<purpose>/<random>.<ext> (avatars and review photos served publicly at
 * /uploads/..., chat files only through signed URLs: upload.urls.ts), after checking
 * the bytes are a kind the purpose accepts and within its size limit, and records who uploaded them.
 */
export function createUploadService(db: Db, config: Pick<Config, 'dataDir' | 'UPLOAD_LIMIT_MB'>) {
  const rules = uploadRules(config);
  const root = path.join(config.dataDir, 'uploads');
  /** Where the file of a stored `url` (`/uploads/<purpose>/<file>`) lies on disk. */
  const fileOf = (url: string): string => {
    const file = path.join(root, path.posix.relative('/uploads', url));
    if (!url.startsWith('/uploads/') || !file.startsWith(root + path.sep))
      throw new Error(`not an upload path: ${url}`);
    return file;
  };

  const operatorImageRule: UploadRule = { kinds: IMAGE_KINDS, maxBytes: config.UPLOAD_LIMIT_MB * 1024 * 1024 };

  /** Writes checked bytes under `dir` with a random name; answers the public path and how to take it back. */
  const write = async (dir: string, bytes: Buffer, rule: UploadRule) => {
    const found = sniff(bytes);
    if (!found || !rule.kinds.includes(found.kind)) return fail('UploadFailed', { reason: 'type' });
    const folder = path.join(root, dir);
    await fs.mkdir(folder, { recursive: true });
    const file = `${randomToken(18)}.${found.ext}`;
    await fs.writeFile(path.join(folder, file), bytes, { flag: 'wx' });
    return {
      url: `/uploads/${dir}/${file}`,
      found,
      remove: () => fs.rm(path.join(folder, file), { force: true }),
    };
  };

  return {
    rules,

    /** Refuses an oversized file with HTTP 413 and the limit in megabytes. */
    tooLarge(purpose: UploadPurpose): never {
      throw new AppError('UploadFailed', { limitMb: limitMbOf(rules[purpose]) }, 413);
    },

    async store(input: {
      userId: number;
      purpose: UploadPurpose;
      bytes: Buffer;
      name?: string;
    }): Promise<StoredUpload> {
      const rule = rules[input.purpose];
      if (input.bytes.length > rule.maxBytes) this.tooLarge(input.purpose);
      const { url, found, remove } = await write(input.purpose, input.bytes, rule);
      const name = displayName(input.name) || path.posix.basename(url);
      try {
        await repo.insert(db, {
          userId: input.userId,
          purpose: input.purpose,
          path: url,
          mime: found.mime,
          size: input.bytes.length,
          width: found.width,
          height: found.height,
          name,
        });
      } catch (err) {
        await remove();
        throw err;
      }
      return { url, name, size: input.bytes.length, mime: found.mime, width: found.width, height: found.height };
    },

    /**
     * An operator's catalogue or home image: checked like a user's (kind by its bytes, UPLOAD_LIMIT_MB), stored
     * under `/uploads/catalog/`, and recorded with its operator (and shop, for a merchant operator) by `record`,
     * which writes the row and its audit in one transaction; the file goes again if that fails.
     */
    async storeOperatorImage(
      bytes: Buffer,
      record: (tx: Executor, file: Omit<StoredUpload, 'name'>) => Promise<void>,
    ): Promise<Omit<StoredUpload, 'name'>> {
      if (bytes.length > operatorImageRule.maxBytes)
        throw new AppError('UploadFailed', { limitMb: limitMbOf(operatorImageRule) }, 413);
      const { url, found, remove } = await write(OPERATOR_UPLOAD_DIR, bytes, operatorImageRule);
      const stored = { url, size: bytes.length, mime: found.mime, width: found.width, height: found.height };
      try {
        await inTransaction(db, (tx) => record(tx, stored));
      } catch (err) {
        await remove();
        throw err;
      }
      return stored;
    },

    /** The caller's own upload at `url` for `purpose`, or null. */
    own: (userId: number, url: string, purpose: UploadPurpose) => repo.own(db, userId, url, purpose),

    /** The upload stored at `url` by an account that still exists, or null. */
    byPath: (url: string) => repo.byPath(db, url),

    fileOf,

    /**
     * Removes the files and records of uploads whose account is deleted (only `userId`'s when given; answers
     * how many). Files go first and their records in the same transaction after, so a crash leaves records to
     * retry, never a file nothing points at; the serving route already refuses them (their owner is gone).
     */
    async purgeOfDeleted(userId?: number): Promise<number> {
      let purged = 0;
      for (;;) {
        const n = await inTransaction(db, async (tx) => {
          const rows = await repo.claimOfDeleted(tx, PURGE_BATCH, userId);
          await Promise.all(rows.map((r) => fs.rm(fileOf(r.path), { force: true })));
          if (rows.length > 0) {
            await repo.removeByIds(
              tx,
              rows.map((r) => r.id),
            );
          }
          return rows.length;
        });
        purged += n;
        if (n < PURGE_BATCH) return purged;
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
