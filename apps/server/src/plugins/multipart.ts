import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for uploads: one file, a few short text fields, and a hard byte limit so an
 * oversized file is cut off while streaming instead of filling memory or disk.
 */
export const multipartPlugin = fp(async (app: FastifyInstance, opts: { maxFileBytes: number }) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: opts.maxFileBytes, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 100 },
  });
});
