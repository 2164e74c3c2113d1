import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being answered right now (counted from onRequest until their response closes). */
    inFlight: number;
  }
}

/** Counts requests in flight, so a drain knows when the last one has left. Registered once, by buildApp. */
export function trackInFlight(app: FastifyInstance) {
  app.decorate('inFlight', 0);
  // One listener, shared by every request: a response emits 'close' exactly once, whether it finished or
  // its connection went away first (Node sets `_closed` before emitting and detaches the socket on finish).
  const settle = () => {
    app.inFlight--;
  };
  app.addHook('onRequest', (_req, reply, done) => {
    app.inFlight++;
    reply.raw.on('close', settle);
    done();
  });
}

/** How long no request may be in flight before the drain stops waiting for more (see below). */
const QUIET_MS = 300;

/**
 * Drains the app: from now on new requests get 503 (and every answer closes its keep-alive connection),
 * in-flight ones finish, then the app closes (sockets are told to reconnect elsewhere, the database closes).
 * Closing is held back until no request has been in flight for a moment: a request a client wrote on a
 * keep-alive connection just before it learnt of the drain is then read and answered 503, instead of
 * being cut off with a reset when idle connections close. Rejects if it all takes longer than `timeoutMs`.
 */
export async function drain(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  app.draining = true;
  const started = Date.now();
  // Leave a third of the time (at least a second) for closing itself.
  const waitUntil = started + Math.max(0, timeoutMs - Math.max(1000, timeoutMs / 3));
  let quietSince = app.inFlight === 0 ? Date.now() : 0;
  while (Date.now() < waitUntil) {
    if (app.inFlight > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`shutdown took over ${timeoutMs} ms`)),
      Math.max(0, timeoutMs - (Date.now() - started)),
    );
  });
  try {
    await Promise.race([app.close(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
