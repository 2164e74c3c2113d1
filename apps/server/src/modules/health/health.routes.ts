import type { FastifyInstance } from 'fastify';

/** GET /healthz: 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async (_req, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', db: app.database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
