import type { ResponseOf, UploadPurpose, uploadFile } from '@wayfare/contracts';
import { currentLocale } from '@/i18n';
import { ApiError, LOGIN_EXPIRED, TransportStatus, translateError } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { refreshUserInfo } from '@/lib/user-reads';

export type Uploaded = ResponseOf<typeof uploadFile>;

/** Spec section 9: uploads time out after 60 s like every other call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * `/upload/File` with a purpose (avatar, refund photo): multipart (the JSON client cannot carry files), token as a text part,
 * the same envelope and translated toast as every other call. A -100 answer is handed to the JSON client
 * (by refreshing the user info), so the one logout flow of the app runs.
 */
export async function uploadAs(purpose: UploadPurpose, file: Blob, name: string): Promise<Uploaded> {
  const form = new FormData();
  form.append('purpose', purpose);
  const token = getToken();
  if (token) form.append('token', token);
  form.append('file', file, name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await fetch('/api/upload/File', {
        method: 'POST',
        headers: { 'Accept-Language': currentLocale() },
        body: form,
        signal: controller.signal,
      });
    } catch {
      throw new ApiError(
        controller.signal.aborted ? TransportStatus.Timeout : TransportStatus.Network,
        controller.signal.aborted ? 'request_timeout' : 'network_error',
        {},
        true,
      );
    }
    const envelope = (await res.json().catch(() => null)) as {
      status?: number;
      msg?: string;
      data?: Uploaded;
      params?: Record<string, string | number>;
    } | null;
    if (typeof envelope?.status !== 'number') {
      throw new ApiError(TransportStatus.Http, 'http_error', { status: res.status }, true);
    }
    if (envelope.status === LOGIN_EXPIRED) {
      await refreshUserInfo().catch(() => undefined);
      throw new ApiError(LOGIN_EXPIRED, 'login_expired');
    }
    if (envelope.status !== 0 || !envelope.data) {
      throw new ApiError(envelope.status, envelope.msg || 'upload_failed', envelope.params);
    }
    return envelope.data;
  } catch (err) {
    if (!(err instanceof ApiError && err.status === LOGIN_EXPIRED)) toast(translateError(err));
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
