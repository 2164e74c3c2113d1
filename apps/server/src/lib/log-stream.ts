import pino from 'pino';

type Destination = ReturnType<typeof pino.destination>;

/** The most log text held in memory while stdout is not taken; beyond it lines are dropped. */
const MAX_BUFFERED = 8 * 1024 * 1024;

/**
 * Where the server's JSON logs go: stdout, written asynchronously. A log reader that stalls or goes away
 * must never stop the server: pino's default synchronous writes retry a full pipe (EAGAIN) in a loop that
 * blocks the event loop, so no request is answered and SIGTERM is never handled; its exit-time flush
 * retries a closed pipe (EPIPE) forever. Here a slow reader costs at most MAX_BUFFERED of memory (then
 * lines are dropped), a closed one ends logging, and the exit-time flush is the bounded `flushLogs`.
 */
export function logDestination(fd = 1): Destination {
  const dest = pino.destination({ dest: fd, sync: false, minLength: 0, maxLength: MAX_BUFFERED });
  dest.flushSync = () => {};
  return dest;
}

/** Writes out what the destination holds, waiting at most `ms` (a stalled reader does not hold an exit). */
export function flushLogs(dest: Destination | undefined, ms = 500): Promise<void> {
  if (!dest) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    try {
      dest.flush(() => {
        clearTimeout(timer);
        resolve();
      });
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Writing to a closed stdout or stderr (console.log after the reader left) must not crash or wedge the server. */
export function ignoreClosedPipes() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'EAGAIN') throw err;
    });
  }
}
