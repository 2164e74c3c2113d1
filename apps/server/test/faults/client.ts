import http from 'node:http';
import { ErrorCode } from '@wayfare/contracts';
import { sleep } from './proc';

export type Envelope<T = unknown> = { status: number; data: T; msg: string; params?: Record<string, unknown> };

/** What one HTTP exchange gave: an answer (parsed when it is JSON), or a transport error. */
export type Outcome = { http: number; body: Envelope | null; raw: string } | { error: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One POST `/api<path>` with a JSON body (the token in the body, as the spec sends it). */
export function post(
  base: string,
  apiPath: string,
  body: object,
  opts: { token?: string; timeoutMs?: number; localAddress?: string } = {},
): Promise<Outcome> {
  const url = new URL(`/api${apiPath}`, base);
  const payload = JSON.stringify(opts.token ? { ...body, token: opts.token } : body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: opts.localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          raw += c;
        });
        res.on('end', () => {
          let parsed: Envelope | null = null;
          try {
            parsed = JSON.parse(raw) as Envelope;
          } catch {
            parsed = null;
          }
          resolve({ http: res.statusCode ?? 0, body: parsed, raw });
        });
        res.on('error', (err) => resolve({ error: err.message }));
      },
    );
    req.on('error', (err) => resolve({ error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}` }));
    req.setTimeout(opts.timeoutMs ?? 60_000, () => req.destroy(new Error('client timeout')));
    req.end(payload);
  });
}

/** What the clients met on their way, for the assertions after a scenario. */
export type ClientStats = {
  calls: number;
  /** Connection refused/reset, timeouts: the client could not tell whether the call ran. */
  transportErrors: number;
  /** 503 `unavailable` envelopes (a draining process, the database away, nginx with no process left). */
  unavailable: number;
  /** Anything that is neither a 200 envelope nor a 503 `unavailable` envelope: a 500, an HTML page... */
  bad: string[];
};

export const newStats = (): ClientStats => ({ calls: 0, transportErrors: 0, unavailable: 0, bad: [] });

/** An envelope the server answers when it could not do the call now; the client tries again later. */
const isUnavailable = (o: Outcome) =>
  'http' in o && o.http === 503 && o.body?.msg === 'unavailable' && o.body.status === ErrorCode.Unavailable;

/**
 * Calls until the server answers in the envelope with HTTP 200, as a client with an idempotency key does:
 * the same body (so the same key) after every transport error or 503. Anything else is recorded in
 * `stats.bad` (and also retried, so one bad answer does not hang the scenario). Throws after `deadlineMs`.
 */
export async function callUntilAnswered<T>(
  base: string | (() => string),
  apiPath: string,
  body: object,
  token: string | undefined,
  stats: ClientStats,
  deadlineMs = 90_000,
): Promise<{ answer: Envelope<T>; attempts: number }> {
  const until = Date.now() + deadlineMs;
  const seen: string[] = [];
  for (let attempt = 1; ; attempt++) {
    stats.calls++;
    const sentAt = Date.now();
    const o = await post(typeof base === 'string' ? base : base(), apiPath, body, { token });
    seen.push(
      `${new Date(sentAt).toISOString().slice(11, 23)} +${Date.now() - sentAt}ms ${'error' in o ? o.error : `${o.http} ${o.raw.slice(0, 80)}`}`,
    );
    if ('http' in o && o.http === 200 && o.body) return { answer: o.body as Envelope<T>, attempts: attempt };
    if ('error' in o) stats.transportErrors++;
    else if (isUnavailable(o)) stats.unavailable++;
    else stats.bad.push(`${apiPath}: HTTP ${o.http} ${o.raw.slice(0, 200)}`);
    if (Date.now() > until) {
      throw new Error(
        `${apiPath} ${JSON.stringify(body)} not answered within ${deadlineMs} ms:\n${seen.slice(-8).join('\n')}`,
      );
    }
    await sleep(Math.min(1000, 50 * attempt));
  }
}

/** One probe's result: when it was sent and answered, and what came back. */
export type Probe = { sent: number; done: number; http: number; status?: number; msg?: string; error?: string };

/**
 * Probes `apiPath` back to back (`workers` at a time) until `stop()` turns true, recording every outcome
 * with its times: what a user tapping during an outage would have seen, moment by moment.
 */
export async function probeUntil(
  base: string,
  apiPath: string,
  body: object,
  token: string | undefined,
  stop: () => boolean,
  workers = 3,
  pauseMs = 40,
): Promise<Probe[]> {
  const probes: Probe[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stop()) {
        const sent = Date.now();
        const o = await post(base, apiPath, body, { token, timeoutMs: 20_000 });
        const done = Date.now();
        probes.push(
          'error' in o
            ? { sent, done, http: 0, error: o.error }
            : { sent, done, http: o.http, status: o.body?.status, msg: o.body?.msg ?? o.raw.slice(0, 120) },
        );
        await sleep(pauseMs);
      }
    }),
  );
  return probes.sort((a, b) => a.sent - b.sent);
}
