import type { ResponseOf, uploadFile } from '@wayfare/contracts';
import { currentLocale } from '@/i18n';
import { ApiError, endSession, LOGIN_EXPIRED, REQUEST_TIMEOUT_MS, TransportStatus } from '@/lib/api-client';
import { getToken } from '@/lib/session';

export type UploadedPhoto = ResponseOf<typeof uploadFile>;

/**
 * `/upload/File` with purpose review, through XMLHttpRequest because fetch reports no upload progress.
 * The server checks the bytes are an image and the size limit, and records the photo as the caller's own
 * (only their own photos can go into a review). Failures reject with the catalogue error; 60 s timeout.
 */
export function uploadReviewPhoto(
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('purpose', 'review');
    const token = getToken();
    if (token) form.append('token', token);
    form.append('file', file, name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${uploadReviewPhoto.path}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onerror = () => reject(new ApiError(TransportStatus.Network, 'network_error', {}, true));
    xhr.ontimeout = () => reject(new ApiError(TransportStatus.Timeout, 'request_timeout', {}, true));
    xhr.onabort = () => reject(new ApiError(TransportStatus.Aborted, 'network_error', {}, true));
    xhr.onload = () => {
      let envelope: { status?: number; msg?: string; data?: UploadedPhoto; params?: Record<string, string | number> };
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        reject(new ApiError(TransportStatus.Http, 'http_error', { status: xhr.status }, true));
        return;
      }
      if (envelope.status === LOGIN_EXPIRED) {
        if (token) endSession(token, envelope.params?.reason === 'remote_login' ? 'remote_login' : undefined);
        reject(new ApiError(LOGIN_EXPIRED, 'login_expired'));
      } else if (envelope.status !== 0 || !envelope.data) {
        reject(
          new ApiError(
            envelope.status ?? TransportStatus.BadResponse,
            envelope.msg || 'upload_failed',
            envelope.params,
          ),
        );
      } else {
        onProgress(1);
        resolve(envelope.data);
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
uploadReviewPhoto.path = '/upload/File';
uploadReviewPhoto.method = 'POST' as const;
