import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { saveLoginUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { postSetHead } from '../api/set-head';
import { uploadAvatar } from '../api/upload-avatar';

/** What the server accepts for avatars (checked by content there; by type and size here first). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Avatars are shown at most ~100 px wide: a phone photo is scaled down before it is sent. */
const AVATAR_EDGE = 512;
const SCALE_ABOVE_BYTES = 400 * 1024;

/** The i18n key of what is wrong with the chosen file, or null. */
export function checkAvatarFile(file: { type: string; size: number }, maxMb: number): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'account.avatar.wrong_type';
  if (file.size > maxMb * 1024 * 1024) return 'account.avatar.too_large';
  return null;
}

async function scaleDown(file: File): Promise<Blob> {
  if (file.type === 'image/gif' || file.size <= SCALE_ABOVE_BYTES || typeof createImageBitmap !== 'function') {
    return file;
  }
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, AVATAR_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.86));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}

/**
 * Change the avatar: pick an image (camera or gallery on phones), check type and size, scale it down,
 * upload it (`/upload/File`, purpose avatar), then `/user/SetHead`. `input` goes on a hidden file input.
 */
export function useAvatarUpload(maxMb: number) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || uploading) return;
    const problem = checkAvatarFile(file, maxMb);
    if (problem) {
      toast(t(problem, { mb: maxMb }));
      return;
    }
    setUploading(true);
    try {
      const blob = await scaleDown(file);
      const uploaded = await uploadAvatar(blob, blob === file ? file.name : 'avatar.jpg');
      const { head } = await postSetHead({ head: uploaded.url });
      saveLoginUser({ head });
      toast(t('account.avatar.saved'));
    } catch {
      // the reason was toasted, translated
    } finally {
      setUploading(false);
    }
  };

  return {
    uploading,
    choose: () => ref.current?.click(),
    input: {
      ref,
      type: 'file' as const,
      accept: AVATAR_TYPES.join(','),
      hidden: true,
      onChange: (e: ChangeEvent<HTMLInputElement>) => void onChange(e),
    },
  };
}
