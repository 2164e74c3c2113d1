/** A bare Fastify server answering POST /json with a fixed JSON text: the ceiling our API is compared with. */
import Fastify from 'fastify';

const payload = process.env.BARE_JSON ?? '{}';
const app = Fastify({ logger: false });
app.post('/json', async (_req, reply) => reply.type('application/json').send(payload));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
