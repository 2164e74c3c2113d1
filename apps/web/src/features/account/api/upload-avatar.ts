import { type Uploaded, uploadAs } from '@/lib/upload';

/** `/upload/File` with purpose avatar (lib/upload: multipart, the envelope and translated toast of every call). */
export const uploadAvatar = (file: Blob, name = 'avatar'): Promise<Uploaded> => uploadAs('avatar', file, name);
uploadAvatar.path = '/upload/File';
uploadAvatar.method = 'POST' as const;
