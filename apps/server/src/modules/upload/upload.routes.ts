import type { MultipartFile } from '@fastify/multipart';
import { envelope, findUnsafeText, ok, type UploadPurpose, uploadFile } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, fail } from '../../lib/app-error';
import { securityOf } from '../../lib/openapi';
import { findSession } from '../../plugins/auth';
import { multipartPlugin } from '../../plugins/multipart';
import { maxUploadBytes } from './upload.rules';
import { createUploadService } from './upload.service';

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

      const stored = await service.store({
        userId: user!.id,
        purpose: input.data!.purpose,
        bytes: file!.bytes,
        name: file!.name,
      });
      return ok(stored);
    },
  );
}
