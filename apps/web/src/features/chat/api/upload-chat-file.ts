import type { ResponseOf, uploadFile } from '@wayfare/contracts';
import { currentLocale } from '@/i18n';
import { ApiError, endSession, LOGIN_EXPIRED, REQUEST_TIMEOUT_MS, TransportStatus } from '@/lib/api-client';
import { getToken } from '@/lib/session';

export type UploadedFile = ResponseOf<typeof uploadFile>;

/**
 * `/upload/File` with purpose chat (multipart: the JSON client cannot carry files). The server checks
 * membership, mute, type by content and the size limit; failures reject with the catalogue error, which
 * the failed bubble shows. Times out after 60 s like every call (spec section 9).
 */
export async function uploadChatFile(file: Blob, name: string, chatGroupId: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append('purpose', 'chat');
  form.append('chatGroup_id', chatGroupId);
  const token = getToken();
  if (token) form.append('token', token);
  form.append('file', file, name);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await fetch(`/api${uploadChatFile.path}`, {
        method: 'POST',
        headers: { 'Accept-Language': currentLocale() },
        body: form,
        signal: controller.signal,
      });
    } catch {
      const timedOut = controller.signal.aborted;
      throw new ApiError(
        timedOut ? TransportStatus.Timeout : TransportStatus.Network,
        timedOut ? 'request_timeout' : 'network_error',
        {},
        true,
      );
    }
    const envelope = (await res.json().catch(() => null)) as {
      status?: number;
      msg?: string;
      data?: UploadedFile;
      params?: Record<string, string | number>;
    } | null;
    if (typeof envelope?.status !== 'number') {
      throw new ApiError(TransportStatus.Http, 'http_error', { status: res.status }, true);
    }
    if (envelope.status === LOGIN_EXPIRED) {
      if (token) endSession(token, envelope.params?.reason === 'remote_login' ? 'remote_login' : undefined);
      throw new ApiError(LOGIN_EXPIRED, 'login_expired');
    }
    if (envelope.status !== 0 || !envelope.data) {
      throw new ApiError(envelope.status, envelope.msg || 'upload_failed', envelope.params);
    }
    return envelope.data;
  } finally {
    clearTimeout(timer);
  }
}
uploadChatFile.path = '/upload/File';
uploadChatFile.method = 'POST' as const;
