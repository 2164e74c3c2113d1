import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors';
import { clientFrameSchema, SocketConfig, serverFrameSchema, socketLoginExpired } from './socket';

const at = '2030-01-01T00:00:00.000Z';

describe('socket frames', () => {
  it("keeps the spec's client frame names and carries the token on login", () => {
    expect(clientFrameSchema.safeParse({ type: 'chat/login', data: { token: 't0k' } }).success).toBe(true);
    expect(clientFrameSchema.safeParse({ type: 'chat/login', data: { userId: '7' } }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ type: 'chat/heartbeat' }).success).toBe(true);
    expect(clientFrameSchema.safeParse({ type: 'chat/notReadNum', data: {} }).success).toBe(true);
    expect(clientFrameSchema.safeParse({ type: 'chat/unknown', data: {} }).success).toBe(false);
  });

  it('accepts a chat send to a conversation or a user, not both', () => {
    const base = { kind: 'text', content: 'hi 👋', clientId: 'c-0123456789' };
    expect(clientFrameSchema.safeParse({ type: 'chat/send', data: { ...base, chatGroup_id: 3 } }).success).toBe(true);
    expect(clientFrameSchema.safeParse({ type: 'chat/send', data: { ...base, toId: '4' } }).success).toBe(true);
    const both = { ...base, toId: '4', chatGroup_id: '3' };
    expect(clientFrameSchema.safeParse({ type: 'chat/send', data: both }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ type: 'chat/send', data: base }).success).toBe(false);
  });

  it('parses each onMessage kind', () => {
    const message = {
      id: '101',
      chatGroup_id: '3',
      senderId: '4',
      sender: { _id: '4', name: 'Bo', head: null },
      clientId: null,
      content: 'hello',
      createdAt: at,
      kind: 'text',
    };
    const order = { oid: '9', pType: 1, status: 3, previousStatus: 2, payStatus: 1, at };
    const notice = { id: 'n1', title: 'notice.title', content: '', params: {}, link: null, at };
    for (const data of [
      { kind: 'chat', message },
      { kind: 'order', order },
      { kind: 'system', notice },
    ]) {
      expect(serverFrameSchema.safeParse({ type: 'onMessage', data }).success, data.kind).toBe(true);
    }
    expect(serverFrameSchema.safeParse({ type: 'onMessage', data: { kind: 'weather' } }).success).toBe(false);
  });

  it('answers unread counts and expired logins', () => {
    const unread = { total: 120, list: [{ chatGroup_id: '3', unread: 120 }] };
    expect(serverFrameSchema.safeParse({ type: 'notReadNum', data: unread }).success).toBe(true);
    const expired = socketLoginExpired();
    expect(serverFrameSchema.parse(expired)).toEqual(expired);
    expect(expired.data.status).toBe(-90);
    expect(ErrorCode.SocketLoginExpired).toBe(-90);
    expect(serverFrameSchema.safeParse({ type: 'remoteLogin', data: { at, msg: 'remote_login' } }).success).toBe(true);
  });

  it("keeps the spec's timing constants", () => {
    expect(SocketConfig).toMatchObject({
      heartbeatMs: 5000,
      maxReconnects: 3,
      reconnectDelayMs: 1000,
      noReconnectWithinMs: 3000,
    });
  });
});
