import { type ChatMessage, ErrorCode, SocketCloseCode, SocketConfig } from '@wayfare/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSocketClient,
  SOCKET_LOGIN_EXPIRED,
  type SocketClientDeps,
  SocketCloseCodes,
  socketRules,
  type WebSocketLike,
} from './socket-client';

/** A WebSocket the test drives: it records frames and opens, answers or closes on command. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: { type: string; data?: Record<string, unknown> }[] = [];
  closedByClient = false;
  onopen: WebSocketLike['onopen'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSend(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** Opens and confirms the login. */
  accept() {
    this.serverOpen();
    this.serverSend({ type: 'status', data: { status: 0, msg: 'ok', ref: 'chat/login', userId: '7' } });
  }
  types() {
    return this.sent.map((f) => f.type);
  }
}

const msg = (id: number, senderId = '8', chatGroup_id = '1'): ChatMessage => ({
  id: String(id),
  chatGroup_id,
  senderId,
  sender: { _id: senderId, name: 'Ana', head: null },
  clientId: null,
  content: `m${id}`,
  createdAt: new Date(0).toISOString(),
  kind: 'text',
});

function setup(over: Partial<SocketClientDeps> = {}) {
  const sockets: FakeSocket[] = [];
  let online = true;
  const events = new EventTarget();
  const deps = {
    url: () => 'ws://test/ws',
    createSocket: (url: string) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    userId: () => '7',
    fetchAfter: vi.fn(async (_afterId: string) => ({ list: [] as ChatMessage[], hasMore: false })),
    fetchLatestId: vi.fn(async () => '10' as string | null),
    onSessionEnded: vi.fn(),
    isOnline: () => online,
    events,
    ...over,
  } satisfies SocketClientDeps;
  const client = createSocketClient(deps);
  const seen = { messages: [] as unknown[], states: [] as string[], ready: [] as unknown[], unread: [] as unknown[] };
  client.on('onMessage', (d) => seen.messages.push(d));
  client.on('state', (s) => seen.states.push(String(s)));
  client.on('ready', (r) => seen.ready.push(r));
  client.on('notReadNum', (u) => seen.unread.push(u));
  return {
    client,
    deps,
    sockets,
    seen,
    last: () => sockets[sockets.length - 1]!,
    setOnline(next: boolean) {
      online = next;
      events.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat socket client', () => {
  it('keeps the rules of the contract', () => {
    expect(socketRules.path).toBe(SocketConfig.path);
    expect(socketRules.heartbeatMs).toBe(SocketConfig.heartbeatMs);
    expect(socketRules.missedHeartbeats).toBe(SocketConfig.dropAfterMissedHeartbeats);
    expect(socketRules.maxReconnects).toBe(SocketConfig.maxReconnects);
    expect(socketRules.reconnectDelayMs).toBe(SocketConfig.reconnectDelayMs);
    expect(socketRules.noReconnectWithinMs).toBe(SocketConfig.noReconnectWithinMs);
    expect(SOCKET_LOGIN_EXPIRED).toBe(ErrorCode.SocketLoginExpired);
    expect(SocketCloseCodes.loginExpired).toBe(SocketCloseCode.loginExpired);
    expect(SocketCloseCodes.remoteLogin).toBe(SocketCloseCode.remoteLogin);
  });

  it('logs in with the session token (and the spec userId), then asks for unread counts', async () => {
    const t = setup();
    t.client.open('tok');
    expect(t.sockets).toHaveLength(1);
    expect(t.client.state).toBe('connecting');
    t.last().serverOpen();
    expect(t.last().sent[0]).toEqual({ type: 'chat/login', data: { token: 'tok', userId: '7' } });
    expect(t.client.connected).toBe(false);
    t.last().serverSend({ type: 'status', data: { status: 0, msg: 'ok', ref: 'chat/login' } });
    expect(t.client.connected).toBe(true);
    expect(t.client.state).toBe('open');
    expect(t.last().types()).toContain('chat/notReadNum');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.seen.ready).toEqual([{ reconnect: false, complete: true }]);
    t.last().serverSend({ type: 'notReadNum', data: { total: 3, list: [{ chatGroup_id: '1', unread: 3 }] } });
    expect(t.seen.unread).toEqual([{ total: 3, list: [{ chatGroup_id: '1', unread: 3 }] }]);
  });

  it('sends a heartbeat every 5000 ms and drops a connection silent for two intervals', async () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    const first = t.last();
    await vi.advanceTimersByTimeAsync(4999);
    expect(first.types().filter((x) => x === 'chat/heartbeat')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.types().filter((x) => x === 'chat/heartbeat')).toHaveLength(1);
    first.serverSend({ type: 'chat/heartbeat', data: { serverTime: Date.now() } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(first.types().filter((x) => x === 'chat/heartbeat')).toHaveLength(2);
    // No answer from now on: at the tick after two silent intervals the socket is given up.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.closedByClient).toBe(true);
    expect(t.client.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(socketRules.reconnectDelayMs);
    expect(t.sockets).toHaveLength(2);
  });

  it('never reconnects within 3 s of a connect, then tries at most 3 times 1 s apart, then times out', async () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(500);
    t.last().serverClose(1006);
    expect(t.client.state).toBe('reconnecting');
    // Opened at 0, dropped at 500: the first attempt waits until 3000.
    await vi.advanceTimersByTimeAsync(2499);
    expect(t.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sockets).toHaveLength(2);
    // Attempts that never open fail one after another, each 1 s after the last.
    t.last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(t.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sockets).toHaveLength(3);
    t.last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sockets).toHaveLength(4);
    t.last().serverClose(1006);
    expect(t.client.state).toBe('timedOut');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.sockets).toHaveLength(4);
    // The tap on "click the screen to try again" starts over.
    t.client.retry();
    expect(t.sockets).toHaveLength(5);
    t.last().accept();
    expect(t.client.state).toBe('open');
  });

  it('waits 3 s after a connect even when the server closes right after accepting', async () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(5000);
    t.last().serverClose(1012);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.sockets).toHaveLength(2);
    t.last().serverOpen();
    t.last().serverClose(1011);
    await vi.advanceTimersByTimeAsync(2999);
    expect(t.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.sockets).toHaveLength(3);
  });

  it('a successful reconnect resets the attempts', async () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    for (let round = 0; round < 5; round++) {
      await vi.advanceTimersByTimeAsync(3000);
      t.last().serverClose(1006);
      await vi.advanceTimersByTimeAsync(1000);
      t.last().accept();
      expect(t.client.state).toBe('open');
    }
    expect(t.sockets).toHaveLength(6);
  });

  it('catches up over HTTP after a reconnect: nothing lost, nothing twice', async () => {
    // Dropped within 10 s of login: the catch-up starts at the id held at login (10), 11 comes again.
    const pages: Record<string, { list: ChatMessage[]; hasMore: boolean }> = {
      '10': { list: [msg(11), msg(12), msg(13)], hasMore: true },
      '13': { list: [msg(14)], hasMore: false },
    };
    const fetchAfter = vi.fn(async (after: string) => pages[after] ?? { list: [], hasMore: false });
    const t = setup({ fetchAfter });
    t.client.open('tok');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.deps.fetchLatestId).toHaveBeenCalledTimes(1);
    t.last().serverSend({ type: 'onMessage', data: { kind: 'chat', message: msg(11) } });
    await vi.advanceTimersByTimeAsync(4000);
    t.last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    t.last().accept();
    // 13 also arrives live while the catch-up runs: shown once.
    t.last().serverSend({ type: 'onMessage', data: { kind: 'chat', message: msg(13) } });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAfter.mock.calls.map((c) => c[0])).toEqual(['10', '13']);
    const ids = t.seen.messages.map((m) => (m as { message: ChatMessage }).message.id);
    expect(ids.sort()).toEqual(['11', '12', '13', '14']);
    expect(t.seen.ready.at(-1)).toEqual({ reconnect: true, complete: true });
    // A resend of a known message is dropped too.
    t.last().serverSend({ type: 'onMessage', data: { kind: 'chat', message: msg(12) } });
    expect(t.seen.messages).toHaveLength(4);
  });

  it('catches up from the newest id held for 10 s, so a message committed late behind a higher id is not lost', async () => {
    const fetchAfter = vi.fn(async (after: string) =>
      after === '11' ? { list: [msg(13), msg(14), msg(15)], hasMore: false } : { list: [], hasMore: false },
    );
    const t = setup({ fetchAfter });
    t.client.open('tok');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(0);
    for (const id of [11, 13, 15]) {
      t.last().serverSend({ type: 'onMessage', data: { kind: 'chat', message: msg(id) } });
      await vi.advanceTimersByTimeAsync(4000);
    }
    // 14 committed after 15 was pushed; its push was lost with the connection.
    t.last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    t.last().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAfter).toHaveBeenCalledWith('11');
    const ids = t.seen.messages.map((m) => (m as { message: ChatMessage }).message.id);
    expect(ids).toEqual(['11', '13', '15', '14']);
  });

  it('passes order, system and wallet events through unchanged', () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    const order = {
      kind: 'order',
      order: { oid: '5', pType: 1, status: 2, previousStatus: 1, payStatus: 1, at: new Date(0).toISOString() },
    };
    t.last().serverSend({ type: 'onMessage', data: order });
    expect(t.seen.messages).toEqual([order]);
  });

  it('asks for unread counts once per burst of messages from others', async () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(0);
    const asked = () =>
      t
        .last()
        .types()
        .filter((x) => x === 'chat/notReadNum').length;
    expect(asked()).toBe(1);
    t.last().serverSend({ type: 'onMessage', data: { kind: 'chat', message: msg(21) } });
    t.last().serverSend({ type: 'onMessage', data: { kind: 'chat', message: msg(22) } });
    await vi.advanceTimersByTimeAsync(socketRules.unreadDebounceMs);
    expect(asked()).toBe(2);
    // The user's own message (another device) changes nothing.
    t.last().serverSend({ type: 'onMessage', data: { kind: 'chat', message: msg(23, '7') } });
    await vi.advanceTimersByTimeAsync(socketRules.unreadDebounceMs);
    expect(asked()).toBe(2);
  });

  it('-90 ends the session once and never reconnects', async () => {
    const t = setup();
    t.client.open('tok');
    t.last().serverOpen();
    t.last().serverSend({ type: 'status', data: { status: -90, msg: 'login_expired', ref: 'chat/login' } });
    t.last().serverClose(SocketCloseCodes.loginExpired);
    expect(t.deps.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(t.deps.onSessionEnded).toHaveBeenCalledWith('tok', 'login_expired');
    expect(t.client.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.sockets).toHaveLength(1);
  });

  it('remoteLogin ends the session with the other-device reason', async () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    t.last().serverSend({ type: 'remoteLogin', data: { at: new Date(0).toISOString(), msg: 'remote_login' } });
    expect(t.deps.onSessionEnded).toHaveBeenCalledWith('tok', 'remote_login');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.sockets).toHaveLength(1);
  });

  it('a close with the remote-login code alone also ends the session', () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    t.last().serverClose(SocketCloseCodes.remoteLogin);
    expect(t.deps.onSessionEnded).toHaveBeenCalledWith('tok', 'remote_login');
  });

  it('closes while offline without spending attempts, and reconnects and catches up when the network returns', async () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(5000);
    t.setOnline(false);
    expect(t.sockets[0]!.closedByClient).toBe(true);
    expect(t.client.state).toBe('offline');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.sockets).toHaveLength(1);
    t.setOnline(true);
    await vi.advanceTimersByTimeAsync(socketRules.reconnectDelayMs);
    expect(t.sockets).toHaveLength(2);
    t.last().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.deps.fetchAfter).toHaveBeenCalledWith('10');
    expect(t.seen.ready.at(-1)).toEqual({ reconnect: true, complete: true });
  });

  it('close() stops everything; send() only goes out while logged in', async () => {
    const t = setup();
    t.client.open('tok');
    expect(t.client.send('chat/send', {})).toBe(false);
    t.last().accept();
    expect(t.client.send('chat/notReadNum', {})).toBe(true);
    t.client.close();
    expect(t.client.state).toBe('closed');
    expect(t.client.send('chat/notReadNum', {})).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.sockets).toHaveLength(1);
  });

  it('reopening the same session after close() catches up; another session starts afresh', async () => {
    const t = setup();
    t.client.open('tok');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(0);
    t.client.close();
    t.client.open('tok');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.deps.fetchAfter).toHaveBeenCalledWith('10');
    expect(t.seen.ready.at(-1)).toEqual({ reconnect: true, complete: true });
    t.client.close();
    t.client.open('other');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.deps.fetchLatestId).toHaveBeenCalledTimes(2);
    expect(t.seen.ready.at(-1)).toEqual({ reconnect: false, complete: true });
  });

  it('reports a catch-up it could not finish, so views reload', async () => {
    const t = setup({ fetchAfter: vi.fn(async () => Promise.reject(new Error('down'))) });
    t.client.open('tok');
    t.last().accept();
    await vi.advanceTimersByTimeAsync(4000);
    t.last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    t.last().accept();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.seen.ready.at(-1)).toEqual({ reconnect: true, complete: false });
  });
});
