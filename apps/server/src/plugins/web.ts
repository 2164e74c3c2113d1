import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serverRoot } from '../config';
import { accepts } from '../lib/accept-encoding';
import { AppError } from '../lib/app-error';
import { imageExtensions } from '../lib/file-type';

/**
 * Serves the built web app with history-mode fallback (any non-API GET answers index.html), the demo
 * images under /assets/demo and the public uploads (avatars, review photos) under /uploads; chat files are served
 * by the upload module to members only. Unknown API paths answer a catalogue error.
 */
/** `publicUploads`: the upload purposes anyone may fetch by path. */
/** `adminDist`: the built back office, served under /admin (its own index.html for its routes). */
type WebOptions = { webDist?: string; adminDist?: string; publicUploads: readonly string[] };

export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const webDist = path.resolve(opts.webDist ?? path.join(serverRoot, '..', 'web', 'dist'));
  const uploads = path.join(app.config.dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });

  await app.register(fastifyStatic, {
    root: path.join(serverRoot, 'assets', 'demo'),
    prefix: '/assets/demo/',
    decorateReply: false,
    maxAge: '7d',
  });
  // One root per public purpose: a path (`..` or encoded) can never reach a private directory such as chat/.
  for (const purpose of opts.publicUploads) {
    const root = path.join(uploads, purpose);
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `/uploads/${purpose}/`,
      decorateReply: false,
      maxAge: '30d',
      // Documents (PDF...) are downloaded, never rendered on our origin; only images show inline.
      setHeaders: (res, file) => {
        if (!imageExtensions.has(path.extname(file).toLowerCase())) res.header('content-disposition', 'attachment');
      },
    });
  }

  const adminDist = path.resolve(opts.adminDist ?? path.join(serverRoot, '..', 'admin', 'dist'));
  const hasAdmin = fs.existsSync(path.join(adminDist, 'index.html'));
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}static${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const adminIndex = reread(path.join(adminDist, 'index.html'));

  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): they are sent as the
      // same path with Content-Encoding and Vary: Accept-Encoding, never compressed again per request.
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed build files never change; everything else is revalidated.
        const immutable =
          file.includes(`${path.sep}static${path.sep}`) || file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` to serve it');
  }
  // Cached, but re-read when a rebuild replaces it, so a running server never serves stale asset names.
  // The build's .br/.gz of it are sent as they are when the browser takes them (as preCompressed above).
  const indexPath = path.join(webDist, 'index.html');
  type Variant = { body: Buffer; encoding: 'br' | 'gzip' | null };
  let cached: { mtimeMs: number; variants: Variant[] } = { mtimeMs: -1, variants: [] };
  const indexHtml = (acceptEncoding: string): Variant => {
    const { mtimeMs } = fs.statSync(indexPath);
    if (mtimeMs !== cached.mtimeMs) {
      const read = (suffix: string, encoding: Variant['encoding']) =>
        fs.existsSync(indexPath + suffix) ? [{ body: fs.readFileSync(indexPath + suffix), encoding }] : [];
      cached = {
        mtimeMs,
        variants: [...read('.br', 'br'), ...read('.gz', 'gzip'), { body: fs.readFileSync(indexPath), encoding: null }],
      };
    }
    return cached.variants.find((v) => v.encoding === null || accepts(acceptEncoding, v.encoding)) as Variant;
  };

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url === '/api' || url === '/ws';
    const isAdmin = url === '/admin' || url.startsWith('/admin/');
    if (isAdmin && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url)) {
      if (!hasAdmin) return reply.code(503).type('text/plain').send('Back office not built. Run `npm run build`.');
      return reply.type('text/html').header('cache-control', 'no-cache').send(adminIndex());
    }
    if (!isApi && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url)) {
      if (!hasWeb) return reply.code(503).type('text/plain').send('Web app not built. Run `npm run build`.');
      const page = indexHtml(String(req.headers['accept-encoding'] ?? ''));
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .send(page.body);
    }
    throw new AppError('UnknownPath', undefined, 404);
  });
});

/** An index.html, cached but re-read when a rebuild replaces it, so a running server never serves stale asset names. */
function reread(indexPath: string) {
  let cached = { mtimeMs: -1, html: '' };
  return () => {
    const { mtimeMs } = fs.statSync(indexPath);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexPath, 'utf8') };
    return cached.html;
  };
}
