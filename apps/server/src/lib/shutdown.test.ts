import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from './shutdown';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('requests in flight', () => {
  it('are counted until their answer is written, and until the client goes away when it does first', async () => {
    const app = Fastify({ logger: false });
    trackInFlight(app);
    let release: () => void = () => {};
    app.get('/slow', async (_req, reply) => {
      await new Promise<void>((r) => {
        release = r;
      });
      return reply.send('done');
    });
    app.get('/fast', async () => 'ok');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/fast' })).body).toBe('ok');
      expect(await until(() => app.inFlight === 0)).toBe(true);

      const answered = fetch(`${address}/slow`);
      expect(await until(() => app.inFlight === 1)).toBe(true);
      release();
      expect(await (await answered).text()).toBe('done');
      expect(await until(() => app.inFlight === 0)).toBe(true);

      // A client that hangs up before the answer: counted once, then no longer.
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(await until(() => app.inFlight === 1)).toBe(true);
      socket.destroy();
      expect(await until(() => app.inFlight === 0)).toBe(true);
      release();
      await new Promise((r) => setTimeout(r, 20));
      expect(app.inFlight).toBe(0);
    } finally {
      await app.close();
    }
  });
});
