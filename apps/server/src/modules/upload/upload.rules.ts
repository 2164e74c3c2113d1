import type { UploadPurpose } from '@wayfare/contracts';
import type { Config } from '../../config';
import { type FileKind, IMAGE_KINDS } from '../../lib/file-type';

export type UploadRule = { kinds: readonly FileKind[]; maxBytes: number };

const MB = 1024 * 1024;

/**
 * What each upload purpose accepts, by content: avatars and review photos are images; chat also takes
 * PDF documents. Every purpose is capped at UPLOAD_LIMIT_MB (what `/config/info` tells the client).
 */
export function uploadRules(config: Pick<Config, 'UPLOAD_LIMIT_MB'>): Record<UploadPurpose, UploadRule> {
  const maxBytes = config.UPLOAD_LIMIT_MB * MB;
  return {
    avatar: { kinds: IMAGE_KINDS, maxBytes },
    review: { kinds: IMAGE_KINDS, maxBytes },
    chat: { kinds: [...IMAGE_KINDS, 'pdf'], maxBytes },
    refund: { kinds: IMAGE_KINDS, maxBytes },
  };
}

/**
 * Purposes whose files anyone may fetch by their path (avatars, review photos: shown to everyone). Chat files
 * are not among them: members get signed, expiring URLs (upload.urls.ts).
 */
// Refund photos are served by their unguessable path too: the owner's order page and support show them.
export const PUBLIC_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['avatar', 'review', 'refund'];

/** The largest upload of any purpose: the multipart parser's hard limit. */
export const maxUploadBytes = (config: Pick<Config, 'UPLOAD_LIMIT_MB'>) =>
  Math.max(...Object.values(uploadRules(config)).map((r) => r.maxBytes));

export const limitMbOf = (rule: UploadRule) => Math.floor(rule.maxBytes / MB);

/** Where operators' catalogue and home images are stored and served from (`/uploads/catalog/...`, public). */
export const OPERATOR_UPLOAD_DIR = 'catalog';
