import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../config';
import type { Executor } from '../../db/client';
import { fail } from '../../lib/app-error';
import { operatorUploadRepository } from './upload.repository';

const DEMO_PREFIX = '/assets/demo/';
const demoRoot = path.join(serverRoot, 'assets', 'demo');
const demoFiles = new Map<string, boolean>();

/** Whether `/assets/demo/<rel>` is one of the platform's own images (a committed file, checked once). */
function isDemoAsset(url: string): boolean {
  const rel = url.slice(DEMO_PREFIX.length);
  let known = demoFiles.get(rel);
  if (known === undefined) {
    const file = path.resolve(demoRoot, rel);
    known = file.startsWith(demoRoot + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
    demoFiles.set(rel, known);
  }
  return known;
}

/**
 * An image field an operator sets (a merchant's logo and cover, a product's image, a news cover, a banner)
 * may show only an image uploaded through the back office's upload (`operator_uploads`; a merchant operator:
 * one of their own shop's) or one of the platform's own images. The value the row already holds may stay.
 * Anything else (another user's avatar or review photo, a path that does not exist) is refused with
 * `ImageNotAllowed`, naming the field.
 */
export async function checkOperatorImage(
  db: Executor,
  url: string,
  opts: { field: string; current?: string | null; merchantId?: number },
): Promise<void> {
  if (url === opts.current) return;
  if (url.startsWith(DEMO_PREFIX) && isDemoAsset(url)) return;
  if (url.startsWith('/uploads/') && (await operatorUploadRepository.exists(db, url, opts.merchantId))) return;
  fail('ImageNotAllowed', { field: opts.field });
}
