import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { flushLogs, ignoreClosedPipes, logDestination } from './lib/log-stream';
import { drain } from './lib/shutdown';

/** In-flight requests get this long to finish after SIGTERM (orchestrators usually allow 10 s). */
const DRAIN_MS = 9_000;

/** Listens, seeds the demo world, and drains on SIGTERM/SIGINT: in-flight requests finish, new ones get 503. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  ignoreClosedPipes();
  const logStream = process.stdout.isTTY ? undefined : logDestination(1);
  const app = await buildApp({
    config,
    logger: logStream
      ? { level: config.LOG_LEVEL, stream: logStream }
      : { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { singleLine: true } } },
  });

  if (config.SEED_DEMO) {
    const { seed } = await import('./db/seed');
    const report = await seed(app.db, { log: (msg) => app.log.info(msg) });
    app.log.info({ sections: report.sections, flightsAdded: report.flightsAdded }, 'demo world ready');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Whatever happens below, the process is gone shortly after the drain time.
    setTimeout(() => process.exit(1), DRAIN_MS + 1_500).unref();
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    let code = 0;
    try {
      await drain(app, DRAIN_MS);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    }
    await flushLogs(logStream);
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.PUBLIC_URL ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  // One plain line each so a newcomer (and the e2e harness) can read them.
  console.log(`Wayfare is running at ${shown} (${app.database.kind})`);
  if (config.SEED_DEMO) {
    const { DEMO_ACCOUNT, DEMO_PASSWORD } = await import('./db/seed');
    console.log(`demo login: ${DEMO_ACCOUNT} password: ${DEMO_PASSWORD}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
