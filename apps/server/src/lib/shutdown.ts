import type { FastifyInstance } from 'fastify';

/**
 * Drains the app: from now on new requests get 503, in-flight ones finish, then the app closes.
 * Rejects if closing takes longer than `timeoutMs`.
 */
export async function drain(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  app.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`shutdown took over ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([app.close(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
