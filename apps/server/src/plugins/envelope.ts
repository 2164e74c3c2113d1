import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorCodeName, findUnsafeText } from '@wayfare/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, errorBody } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/pg-errors';

/** Where a Fastify error code maps onto the catalogue; anything unlisted is an internal error. */
const transportErrors: Record<string, { code: ConstructorParameters<typeof AppError>[0]; http: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BadJson', http: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BadJson', http: 400 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BodyTooLarge', http: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'BadJson', http: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BadJson', http: 400 },
};

/**
 * Failures Node's HTTP parser meets before Fastify has a request (headers too large, malformed HTTP, a client
 * too slow to send its request): the same envelope, written straight to the socket, then the socket closes.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [http, code]: [number, ErrorCodeName] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'BodyTooLarge']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Unavailable']
        : [400, 'BadJson'];
  const body = JSON.stringify(errorBody(new AppError(code, undefined, http)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${http} ${STATUS_CODES[http]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Every failure leaves as a catalogue envelope: business errors with HTTP 200, transport errors with
 * their 4xx/5xx. Details of unexpected errors go to the log only, never to the client.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  // An empty JSON body counts as {}, so body-less POSTs from old clients keep working.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('BadJson', undefined, 400), undefined);
    }
  });
  // Before any schema, on every route: text PostgreSQL cannot store (NUL, lone surrogates) is a parameter
  // error here, never a failed query later.
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.body === undefined || req.body === null) req.body = {};
    const unsafe = findUnsafeText(req.body) ?? findUnsafeText(req.query) ?? findUnsafeText(req.params);
    if (unsafe !== null) return done(new AppError('ParameterError', { fields: unsafe }));
    done();
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send(errorBody(error));
    }
    if (error.validation) {
      const fields = error.validation
        .map(
          (v) =>
            (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || String(v.params?.missingProperty ?? ''),
        )
        .filter(Boolean);
      const params = fields.length ? { fields: fields.join(',') } : undefined;
      // A fraction of a minor unit has its own catalogue message ("more decimals than the currency has").
      const code = error.validation.some((v) => v.message === 'amount_precision')
        ? 'AmountPrecision'
        : 'ParameterError';
      return reply.code(200).send(errorBody(new AppError(code, params)));
    }
    const mapped = error.code ? transportErrors[error.code] : undefined;
    if (mapped) return reply.code(mapped.http).send(errorBody(new AppError(mapped.code, undefined, mapped.http)));
    if (error.statusCode === 429) {
      return reply.code(429).send(errorBody(new AppError('TooManyOperations', { seconds: 60 }, 429)));
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody(new AppError('Unavailable', undefined, 503)));
    }
    req.log.error({ err: error }, 'unhandled error');
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return reply
      .code(status)
      .send(errorBody(new AppError(status === 500 ? 'InternalError' : 'ParameterError', undefined, status)));
  });
});
