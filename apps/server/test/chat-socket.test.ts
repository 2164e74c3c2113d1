import { ErrorCode, SocketCloseCode, type UnreadCounts, type UserInfo } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { randomToken, sha256 } from '../src/lib/crypto';
import { clientId, makeUser, setMuted, sleep, TestSocket, wsUrl } from './chat-fixtures';
import { createTestApp, type TestApp } from './helpers';

const HEARTBEAT_MS = 400;
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { SOCKET_HEARTBEAT_MS: String(HEARTBEAT_MS) } });
  url = await wsUrl(t.app);
  TestSocket.heartbeatMs = 150;
});
afterAll(() => t.close());

const loginAs = async (account: string) => {
  const { DEMO_PASSWORD } = await import('../src/db/seed');
  const res = await t.call<UserInfo>('/user/Login', { account, logonPassword: DEMO_PASSWORD });
  expect(res.status).toBe(0);
  return res.data;
};

describe('socket login', () => {
  it('answers -90 to an unknown token and closes the socket', async () => {
    const s = await TestSocket.open(url);
    s.send({ type: 'chat/login', data: { token: 'not-a-session-token' } });
    const status = await s.next('status');
    expect(status.data).toMatchObject({ status: -90, msg: 'login_expired', ref: 'chat/login' });
    expect((await s.closed).code).toBe(SocketCloseCode.loginExpired);
  });

  it('answers -90 to an expired session and to a user id that is not the token’s', async () => {
    const u = await makeUser(t.app.db);
    const expired = randomToken(32);
    await t.app.db
      .insert(sessions)
      .values({ userId: u.id, tokenHash: sha256(expired), expiresAt: new Date(Date.now() - 1000) });
    const a = await TestSocket.open(url);
    a.send({ type: 'chat/login', data: { token: expired } });
    expect((await a.next('status')).data.status).toBe(ErrorCode.SocketLoginExpired);
    expect((await a.closed).code).toBe(SocketCloseCode.loginExpired);

    const b = await TestSocket.open(url);
    b.send({ type: 'chat/login', data: { token: u.token, userId: String(u.id + 1) } });
    expect((await b.next('status')).data.status).toBe(-90);
    await b.closed;

    // The right pair logs in and learns its user id.
    const c = await TestSocket.open(url);
    c.send({ type: 'chat/login', data: { token: u.token, userId: String(u.id) } });
    expect((await c.next('status')).data).toMatchObject({ status: 0, ref: 'chat/login', userId: String(u.id) });
    await c.close();
  });

  it('refuses other frames before login, and reports bad frames without closing', async () => {
    const s = await TestSocket.open(url);
    s.send({ type: 'chat/notReadNum', data: {} });
    expect((await s.next('status')).data).toMatchObject({ status: ErrorCode.NotLoggedIn, ref: 'chat/notReadNum' });
    s.ws.send('{not json');
    expect((await s.next('status')).data.status).toBe(ErrorCode.BadJson);
    s.send({ type: 'chat/teleport', data: {} });
    expect((await s.next('status')).data).toMatchObject({ status: ErrorCode.ParameterError, ref: 'chat/teleport' });
    s.send({ type: 'chat/heartbeat', data: { t: 42 } });
    const ack = await s.next('chat/heartbeat');
    expect(ack.data.t).toBe(42);
    expect(Math.abs(ack.data.serverTime - Date.now())).toBeLessThan(5000);
    await s.close();
  });
});

describe('heartbeat', () => {
  it('drops a peer silent for two intervals and keeps one that beats', async () => {
    const u = await makeUser(t.app.db);
    const silent = await TestSocket.login(url, u.token, { heartbeat: false });
    const alive = await TestSocket.login(url, u.token);
    const started = Date.now();
    const { code } = await silent.closed;
    const after = Date.now() - started;
    expect(code).toBe(1006); // dropped without a close handshake
    expect(after).toBeGreaterThanOrEqual(2 * HEARTBEAT_MS - 50);
    expect(after).toBeLessThan(2 * HEARTBEAT_MS + 1500);
    await sleep(3 * HEARTBEAT_MS);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    alive.send({ type: 'chat/notReadNum' });
    expect((await alive.next('notReadNum')).data).toEqual({ total: 0, list: [] });
    await alive.close();
  });

  it('closes a socket that never logs in', async () => {
    const s = await TestSocket.open(url);
    expect((await s.closed).code).toBe(SocketCloseCode.timeout);
  });
});

describe('frames', () => {
  it('closes the socket when a frame exceeds the max payload (files go through /upload/File)', async () => {
    const u = await makeUser(t.app.db);
    const s = await TestSocket.login(url, u.token);
    s.send({ type: 'chat/send', data: { toId: '1', kind: 'text', content: 'x'.repeat(70_000), clientId: clientId() } });
    expect((await s.closed).code).toBe(SocketCloseCode.tooLarge);
  });

  it('delivers to the recipient and the sender’s other sockets, acks the sender, and stores a resend once', async () => {
    const a = await makeUser(t.app.db, 'Alice');
    const b = await makeUser(t.app.db, 'Bob');
    const a1 = await TestSocket.login(url, a.token);
    const a2 = await TestSocket.login(url, a.token);
    const b1 = await TestSocket.login(url, b.token);
    const id = clientId();
    a1.send({ type: 'chat/send', data: { toId: String(b.id), kind: 'text', content: 'Hi Bob 👋🏽', clientId: id } });
    const ack = await a1.next('status', (f) => f.data.ref === 'chat/send');
    expect(ack.data).toMatchObject({ status: 0, clientId: id });
    const atB = await b1.message();
    expect(atB).toMatchObject({ kind: 'text', content: 'Hi Bob 👋🏽', clientId: id, senderId: String(a.id) });
    expect(atB.sender).toMatchObject({ _id: String(a.id), name: 'Alice' });
    expect((await a2.message()).id).toBe(atB.id);
    expect((await a1.message()).id).toBe(atB.id);

    // The same clientId again (a resend after a lost ack): confirmed to the sender, stored and delivered once.
    a1.send({ type: 'chat/send', data: { toId: String(b.id), kind: 'text', content: 'Hi Bob 👋🏽', clientId: id } });
    expect((await a1.message()).id).toBe(atB.id);
    expect((await a1.next('status', (f) => f.data.ref === 'chat/send')).data.status).toBe(0);
    await sleep(100);
    expect(b1.drainMessages()).toEqual([]);
    expect(a2.drainMessages()).toEqual([]);
    const history = await t.call<{ list: { id: string }[] }>(
      '/chat/GetMessageList',
      { chatGroup_id: atB.chatGroup_id },
      { token: b.token },
    );
    expect(history.data.list.map((m) => m.id)).toEqual([atB.id]);
    await Promise.all([a1.close(), a2.close(), b1.close()]);
  });

  it('refuses a muted sender, a message to oneself and an unknown recipient, naming the clientId', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const s = await TestSocket.login(url, a.token);
    const sendTo = async (toId: number) => {
      const id = clientId();
      s.send({ type: 'chat/send', data: { toId: String(toId), kind: 'text', content: 'hello', clientId: id } });
      const st = await s.next('status', (f) => f.data.ref === 'chat/send');
      expect(st.data.clientId).toBe(id);
      return st.data;
    };
    expect((await sendTo(a.id)).status).toBe(ErrorCode.CannotMessageSelf);
    expect(await sendTo(987_654_321)).toMatchObject({ status: ErrorCode.ToIdNotFound, msg: 'to_id_not_found' });
    await setMuted(t.app.db, a.id, true);
    expect(await sendTo(b.id)).toMatchObject({ status: ErrorCode.Muted, msg: 'muted' });
    await setMuted(t.app.db, a.id, false);
    expect((await sendTo(b.id)).status).toBe(0);
    await s.close();
  });
});

describe('unread counts and sessions', () => {
  it('counts unread per conversation and clears the badge on every socket after a read on another device', async () => {
    const demo = await loginAs('demo@wayfare.test');
    const friend = await loginAs('friend@wayfare.test');
    // Two sockets of the demo user's one session: a login ends every other session, so "another device"
    // is a second socket of the same session.
    const phone = await TestSocket.login(url, demo.token);
    const tablet = await TestSocket.login(url, demo.token);
    phone.send({ type: 'chat/notReadNum' });
    const before = (await phone.next('notReadNum')).data;
    expect(before.total).toBe(1); // the seed's last message, from the friend
    const groupId = before.list[0]!.chatGroup_id;

    for (const content of ['Booked!', 'Sending the order now 🍜']) {
      const sent = await t.call(
        '/chat/SendMessage',
        { toId: demo._id, kind: 'text', content, clientId: clientId() },
        {
          token: friend.token,
        },
      );
      expect(sent.status).toBe(0);
    }
    await phone.message((m) => m.content === 'Sending the order now 🍜');
    tablet.send({ type: 'chat/notReadNum', data: {} });
    expect((await tablet.next('notReadNum')).data).toEqual({ total: 3, list: [{ chatGroup_id: groupId, unread: 3 }] });

    const read = await t.call<UnreadCounts>('/chat/MarkRead', { chatGroup_id: groupId }, { token: demo.token });
    expect(read.data).toEqual({ total: 0, list: [] });
    expect((await phone.next('notReadNum')).data.total).toBe(0);
    expect((await tablet.next('notReadNum')).data.total).toBe(0);
    const list = await t.call<{ totalUnread: number; list: { unread: number }[] }>(
      '/chat/GetConversationList',
      {},
      { token: demo.token },
    );
    expect(list.data.totalUnread).toBe(0);
    await Promise.all([phone.close(), tablet.close()]);
  });

  it('sends remoteLogin to the sockets of a session ended by a newer login, and closes them', async () => {
    const first = await loginAs('demo@wayfare.test');
    const old = await TestSocket.login(url, first.token);
    const second = await loginAs('demo@wayfare.test');
    const frame = await old.next('remoteLogin');
    expect(frame.data.msg).toBe('remote_login');
    expect((await old.closed).code).toBe(SocketCloseCode.remoteLogin);
    // The old token no longer logs a socket in; the new one does.
    const again = await TestSocket.open(url);
    again.send({ type: 'chat/login', data: { token: first.token } });
    expect((await again.next('status')).data.status).toBe(-90);
    const fresh = await TestSocket.login(url, second.token);
    // Logging out ends the session: its socket is told the login expired.
    expect((await t.call('/user/Logout', {}, { token: second.token })).status).toBe(0);
    expect((await fresh.next('status')).data.status).toBe(-90);
    expect((await fresh.closed).code).toBe(SocketCloseCode.loginExpired);
  });

  it('forwards order and wallet changes to the user’s sockets', async () => {
    const u = await makeUser(t.app.db);
    const s = await TestSocket.login(url, u.token);
    t.app.events.emit('order.status', { userId: u.id, oid: '77', status: 3, type: 1 });
    const order = await s.next('onMessage', (f) => f.data.kind === 'order');
    expect(order.data).toMatchObject({
      kind: 'order',
      order: { oid: '77', pType: 1, status: 3, previousStatus: null, payStatus: 1 },
    });
    t.app.events.emit('wallet.changed', { userId: u.id, balance: 12_345, unit: 'THB' });
    const wallet = await s.next('onMessage', (f) => f.data.kind === 'wallet');
    expect(wallet.data).toMatchObject({ kind: 'wallet', wallet: { balance: 12_345, unit: 'THB' } });
    await s.close();
  });
});
