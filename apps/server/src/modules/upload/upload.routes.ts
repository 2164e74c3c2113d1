import fs from 'node:fs/promises';
import type { MultipartFile } from '@fastify/multipart';
import { adminImageUpload, envelope, findUnsafeText, ok, type UploadPurpose, uploadFile } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, fail } from '../../lib/app-error';
import { securityOf } from '../../lib/openapi';
import { findSession, tokenOf } from '../../plugins/auth';
import { multipartPlugin } from '../../plugins/multipart';
import { operatorAudit, operatorOfToken } from '../admin/admin.service';
import { chatRepository } from '../chat/chat.repository';
import { operatorUploadRepository } from './upload.repository';
import { maxUploadBytes } from './upload.rules';
import { createUploadService } from './upload.service';
import { PRIVATE_UPLOAD_PREFIX } from './upload.urls';

/** Stored file names: random base64url and an extension (nothing that could step out of the directory). */
const storedName = /^[A-Za-z0-9_-]{1,64}\.[a-z0-9]{1,8}$/;

/** Multipart errors that mean "too big" rather than "malformed". */
const tooLargeCodes = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * `/upload/File` is multipart, so it cannot go through `defineRoute`'s JSON validation: the text parts are
 * validated with the contract's request schema here, and the token may come as a Bearer header or a
 * `token` part. The multipart parser exists only inside this plugin.
 */
export async function uploadRoutes(app: FastifyInstance) {
  const service = createUploadService(app.db, app.config);
  await app.register(multipartPlugin, { maxFileBytes: maxUploadBytes(app.config) });

  app.post(
    `/api${uploadFile.path}`,
    {
      schema: {
        summary: uploadFile.summary,
        security: securityOf('session'),
        tags: ['upload', 'addition'],
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadFile.response) },
      },
      config: { auth: false },
    },
    async (req) => {
      if (!req.isMultipart()) fail('ParameterError', { fields: 'file' });
      const fields: Record<string, string> = {};
      let file: { bytes: Buffer; name: string } | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const f = part as MultipartFile;
            if (f.fieldname === 'file' && !file) file = { bytes: await f.toBuffer(), name: f.filename };
            else f.file.resume();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (tooLargeCodes.has(code)) {
          const purpose = (fields.purpose ?? 'avatar') as UploadPurpose;
          service.tooLarge(purpose in service.rules ? purpose : 'avatar');
        }
        throw err instanceof AppError ? err : new AppError('UploadFailed', undefined, 400);
      }

      const unsafe = findUnsafeText(fields);
      if (unsafe !== null) fail('ParameterError', { fields: unsafe });
      const user = req.user ?? (fields.token ? await findSession(app.db, fields.token) : null);
      if (!user) fail('LoginExpired');
      const input = uploadFile.request.safeParse(fields);
      if (!input.success) fail('ParameterError', { fields: input.error.issues.map((i) => i.path.join('.')).join(',') });
      if (!file || file.bytes.length === 0) fail('ParameterError', { fields: 'file' });
      const chatGroupId = input.data!.chatGroup_id;
      if (input.data!.purpose === 'chat' && chatGroupId !== undefined) {
        // A file for a conversation the caller is not in answers as a missing one does (no existence oracle).
        const member = await chatRepository.membership(app.db, Number(chatGroupId), user!.id);
        if (!member) fail('NotFound');
        if (member!.muted) fail('Muted');
      }

      const stored = await service.store({
        userId: user!.id,
        purpose: input.data!.purpose,
        bytes: file!.bytes,
        name: file!.name,
      });
      return ok(stored);
    },
  );

  /**
   * An operator's image (admin, content, merchant: the contract's roles), multipart with the image in `file`;
   * the operator token comes as a Bearer header. Checked before the body is read, so a refused caller
   * uploads nothing. The stored row and its audit record are written together.
   */
  app.post(
    `/api${adminImageUpload.path}`,
    {
      schema: {
        summary: adminImageUpload.summary,
        security: securityOf('operator'),
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        response: { 200: envelope(adminImageUpload.response) },
      },
      config: { auth: false },
    },
    async (req) => {
      const token = tokenOf(req);
      const operator = token ? await operatorOfToken(app.db, token) : null;
      if (!operator) fail('LoginExpired');
      if (!adminImageUpload.roles?.includes(operator!.role)) fail('Forbidden');
      if (!req.isMultipart()) fail('ParameterError', { fields: 'file' });
      let bytes: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          const f = part as MultipartFile;
          if (f.fieldname === 'file' && !bytes) bytes = await f.toBuffer();
          else f.file.resume();
        }
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (tooLargeCodes.has(code)) service.tooLarge('avatar');
        throw err instanceof AppError ? err : new AppError('UploadFailed', undefined, 400);
      }
      if (!bytes || bytes.length === 0) fail('ParameterError', { fields: 'file' });
      const audit = operatorAudit(operator!.id);
      const stored = await service.storeOperatorImage(bytes!, async (tx, file) => {
        await operatorUploadRepository.insert(tx, {
          operatorId: operator!.id,
          merchantId: operator!.merchantId,
          path: file.url,
          mime: file.mime,
          size: file.size,
          width: file.width,
          height: file.height,
        });
        await audit(tx, 'image.upload', `image:${file.url}`, {
          before: null,
          after: { ...file, merchantId: operator!.merchantId },
        });
      });
      return ok(stored);
    },
  );

  /**
   * Chat files are served only through the signed, expiring URLs that members get in their messages. Anything
   * else (no or a wrong signature, expired, the file forgotten with its account) answers exactly what an
   * unknown path does, so a guess learns nothing about what exists.
   */
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    `${PRIVATE_UPLOAD_PREFIX}:file`,
    { schema: { hide: true }, config: { auth: false } },
    async (req, reply) => {
      const notFound = () => new AppError('UnknownPath', undefined, 404);
      const url = `${PRIVATE_UPLOAD_PREFIX}${req.params.file}`;
      if (!storedName.test(req.params.file)) throw notFound();
      const signer = await app.uploadUrls.signer();
      if (!signer.verify(url, req.query.exp, req.query.sig)) throw notFound();
      const upload = await service.byPath(url);
      if (!upload) throw notFound();
      const handle = await fs.open(service.fileOf(url), 'r').catch(() => null);
      if (!handle) throw notFound();
      const { size } = await handle.stat();
      const expiresIn = Math.max(0, Math.floor(Number(req.query.exp) - Date.now() / 1000));
      reply
        .type(upload.mime)
        .header('content-length', size)
        // Only the member's browser may keep it, and not past the link's expiry.
        .header('cache-control', `private, max-age=${Math.min(expiresIn, 3600)}`)
        // Documents (PDF...) are downloaded, never rendered on our origin; only images show inline.
        .header(
          'content-disposition',
          `${upload.mime.startsWith('image/') ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(upload.name)}`,
        );
      return reply.send(handle.createReadStream());
    },
  );
}
