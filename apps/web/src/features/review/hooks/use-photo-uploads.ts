import { useCallback, useEffect, useRef, useState } from 'react';
import { translateError } from '@/lib/api-client';
import { uploadReviewPhoto } from '../api/upload-review-photo';

/** Spec sections 5 and 9: up to 9 images per review. */
export const MAX_PHOTOS = 9;

export type Photo = {
  key: string;
  /** What the tile shows: a local preview while it uploads, the stored photo after. */
  preview: string;
  file: File | null;
  state: 'uploading' | 'done' | 'failed';
  progress: number;
  url: string | null;
  error: string | null;
};

let seq = 0;

/**
 * The review's photos: each uploads on its own as soon as it is picked (with progress), a failed one can be
 * retried or removed without touching the rest of the form. `initial` are photos already stored (editing).
 */
export function usePhotoUploads(initial: string[] = []) {
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initial.map((url) => ({
      key: `p${seq++}`,
      preview: url,
      file: null,
      state: 'done',
      progress: 1,
      url,
      error: null,
    })),
  );
  const previews = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const p of previews.current) URL.revokeObjectURL(p);
    },
    [],
  );

  const patch = useCallback((key: string, change: Partial<Photo>) => {
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      patch(key, { state: 'uploading', progress: 0, error: null });
      uploadReviewPhoto(file, file.name || 'photo', (progress) => patch(key, { progress })).then(
        (res) => patch(key, { state: 'done', url: res.url, progress: 1 }),
        (err) => patch(key, { state: 'failed', error: translateError(err) }),
      );
    },
    [patch],
  );

  const add = useCallback(
    (files: File[], room: number) => {
      const picked = files.slice(0, Math.max(0, room)).map((file) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return { key: `p${seq++}`, preview, file, state: 'uploading' as const, progress: 0, url: null, error: null };
      });
      setPhotos((list) => [...list, ...picked]);
      for (const p of picked) start(p.key, p.file);
      return files.length - picked.length;
    },
    [start],
  );

  const retry = useCallback(
    (key: string) => {
      const p = photos.find((x) => x.key === key);
      if (p?.file) start(key, p.file);
    },
    [photos, start],
  );

  const remove = useCallback((key: string) => setPhotos((list) => list.filter((p) => p.key !== key)), []);

  return {
    photos,
    add: (files: File[]) => add(files, MAX_PHOTOS - photos.length),
    retry,
    remove,
    urls: photos.flatMap((p) => (p.state === 'done' && p.url ? [p.url] : [])),
    busy: photos.some((p) => p.state === 'uploading'),
    failed: photos.some((p) => p.state === 'failed'),
  };
}
