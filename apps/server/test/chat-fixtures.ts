import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ChatMessage, ClientFrame, ServerFrame, ServerFrameOf, ServerFrameType } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { Executor } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import { randomToken, sha256 } from '../src/lib/crypto';

export type ChatUser = { id: number; sessionId: number; token: string; name: string };

/** A user with a live session, written straight to the database (no password hashing: fast). */
export async function makeUser(db: Executor, name = `User ${randomBytes(3).toString('hex')}`): Promise<ChatUser> {
  const [user] = await db
    .insert(users)
    .values({ name, head: `/assets/demo/avatars/${name.length}.svg`, inviteCode: randomToken(9) })
    .returning({ id: users.id });
  const token = randomToken(32);
  const [session] = await db
    .insert(sessions)
    .values({ userId: user!.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: sessions.id });
  return { id: user!.id, sessionId: session!.id, token, name };
}

/** A second live session of the same user (a session token is what a device holds). */
export async function extraSession(db: Executor, userId: number) {
  const token = randomToken(32);
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

export const setMuted = (db: Executor, userId: number, muted: boolean) =>
  db.update(users).set({ muted }).where(eq(users.id, userId));

/** The ws:// address of a listening app. */
export async function wsUrl(app: FastifyInstance) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}

export const clientId = () => `c-${randomToken(12)}`;

/** A test client: frames are queued and taken by `next`, so none are missed between awaits. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  private waiters: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  private beat: NodeJS.Timeout | undefined;
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Sockets opened by `login` send a heartbeat this often (0: never). Tests with short intervals set it. */
  static heartbeatMs = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      const i = this.waiters.findIndex((w) => w.match(frame));
      if (i >= 0) this.waiters.splice(i, 1)[0]!.resolve(frame);
      else if (frame.type !== 'chat/heartbeat') this.frames.push(frame);
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        clearInterval(this.beat);
        resolve({ code, reason: String(reason) });
      });
    });
    ws.on('error', () => {});
  }

  static async open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestSocket(ws);
  }

  /** Opens and logs in; answers the socket once the login is confirmed. */
  static async login(url: string, token: string, opts: { heartbeat?: boolean } = {}): Promise<TestSocket> {
    const s = await TestSocket.open(url);
    s.send({ type: 'chat/login', data: { token } });
    const ok = await s.next('status', (f) => f.data.ref === 'chat/login');
    if (ok.data.status !== 0) throw new Error(`login refused: ${JSON.stringify(ok.data)}`);
    if (opts.heartbeat !== false && TestSocket.heartbeatMs > 0) s.startHeartbeat(TestSocket.heartbeatMs);
    return s;
  }

  startHeartbeat(ms: number) {
    clearInterval(this.beat);
    this.beat = setInterval(() => {
      if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'chat/heartbeat', data: {} }));
    }, ms);
  }

  stopHeartbeat() {
    clearInterval(this.beat);
  }

  send(frame: ClientFrame | Record<string, unknown>) {
    this.ws.send(JSON.stringify(frame));
  }

  /** The next frame of `type` (matching `match`), waiting up to `timeoutMs`. */
  next<T extends ServerFrameType>(
    type: T,
    match: (f: ServerFrameOf<T>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<ServerFrameOf<T>> {
    const test = (f: ServerFrame) => f.type === type && match(f as ServerFrameOf<T>);
    const i = this.frames.findIndex(test);
    if (i >= 0) return Promise.resolve(this.frames.splice(i, 1)[0] as ServerFrameOf<T>);
    return new Promise((resolve, reject) => {
      const waiter = { match: test, resolve: resolve as (f: ServerFrame) => void };
      this.waiters.push(waiter);
      setTimeout(() => {
        const k = this.waiters.indexOf(waiter);
        if (k < 0) return;
        this.waiters.splice(k, 1);
        reject(new Error(`no ${type} frame within ${timeoutMs} ms; queued: ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
    });
  }

  /** The next chat message delivered (optionally matching). */
  async message(match: (m: ChatMessage) => boolean = () => true, timeoutMs = 5000): Promise<ChatMessage> {
    const f = await this.next('onMessage', (x) => x.data.kind === 'chat' && match(x.data.message), timeoutMs);
    if (f.data.kind !== 'chat') throw new Error('unreachable');
    return f.data.message;
  }

  /** Chat messages already queued, taken out of the queue. */
  drainMessages(): ChatMessage[] {
    const out: ChatMessage[] = [];
    for (let i = 0; i < this.frames.length; ) {
      const f = this.frames[i]!;
      if (f.type === 'onMessage' && f.data.kind === 'chat') {
        out.push(f.data.message);
        this.frames.splice(i, 1);
      } else i++;
    }
    return out;
  }

  close() {
    clearInterval(this.beat);
    this.ws.close();
    return this.closed;
  }

  /** Drops the connection without a close handshake (a network loss). */
  kill() {
    clearInterval(this.beat);
    this.ws.terminate();
    return this.closed;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it is true or `timeoutMs` passes. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000, stepMs = 20) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(stepMs);
  }
  throw new Error('condition not met in time');
}
