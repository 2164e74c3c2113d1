import type { ChatGroupInfo, ChatMessage, Conversation, UnreadCounts } from '@wayfare/contracts';
import { ErrorCode, PayRequestStatus } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, orders, payRequests, users } from '../src/db/schema';
import { sha256 } from '../src/lib/crypto';
import { adminRepository } from '../src/modules/admin/admin.repository';
import { createOperator } from '../src/modules/admin/admin.service';
import { multipartBody, PNG_1X1 } from './accounts-fixtures';
import { type ChatUser, clientId, makeUser, setMuted } from './chat-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_LIMIT_MB: '1' } });
});
afterAll(() => t.close());

type ConversationList = { list: Conversation[]; total: number; totalUnread: number; hasMore: boolean };
type MessagePage = { list: ChatMessage[]; hasMore: boolean };

const say = (from: ChatUser, to: { toId?: number; chatGroup_id?: string }, content: string, id = clientId()) =>
  t.call<ChatMessage>(
    '/chat/SendMessage',
    {
      ...(to.toId ? { toId: String(to.toId) } : { chatGroup_id: to.chatGroup_id }),
      kind: 'text',
      content,
      clientId: id,
    },
    { token: from.token },
  );
const open = (u: ChatUser, body: object) => t.call<Conversation>('/chat/OpenConversation', body, { token: u.token });
const page = (u: ChatUser, body: object) => t.call<MessagePage>('/chat/GetMessageList', body, { token: u.token });

async function upload(u: ChatUser, file: Buffer, filename: string, contentType: string) {
  const form = multipartBody([
    { name: 'purpose', value: 'chat' },
    { name: 'file', file, filename, contentType },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/File',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${u.token}` },
  });
  return { http: res.statusCode, ...(res.json() as { status: number; data: { url: string }; params?: object }) };
}

describe('direct conversations', () => {
  it('has one conversation per pair, shown with the peer’s name and avatar', async () => {
    const a = await makeUser(t.app.db, 'Ann');
    const b = await makeUser(t.app.db, 'Ben');
    const first = await open(a, { toId: b.id });
    expect(first.status).toBe(0);
    expect(first.data).toMatchObject({
      kind: 'direct',
      name: 'Ben',
      peer: { _id: String(b.id), name: 'Ben' },
      lastMessage: null,
      unread: 0,
      muted: false,
    });
    expect(first.data.avatar).toContain('/assets/');
    expect((await open(a, { toId: String(b.id) })).data.chatGroup_id).toBe(first.data.chatGroup_id);
    const fromB = await open(b, { toId: a.id });
    expect(fromB.data).toMatchObject({ chatGroup_id: first.data.chatGroup_id, name: 'Ann' });
    // Sending by toId lands in the same conversation.
    const sent = await say(a, { toId: b.id }, 'สวัสดี 🙏');
    expect(sent.data).toMatchObject({ chatGroup_id: first.data.chatGroup_id, kind: 'text', content: 'สวัสดี 🙏' });
  });

  it('refuses messaging oneself, an unknown user and a deleted one', async () => {
    const a = await makeUser(t.app.db);
    const gone = await makeUser(t.app.db);
    expect((await open(a, { toId: a.id })).status).toBe(ErrorCode.CannotMessageSelf);
    expect((await say(a, { toId: a.id }, 'me')).status).toBe(ErrorCode.CannotMessageSelf);
    expect((await open(a, { toId: 99_999_999 })).status).toBe(ErrorCode.ToIdNotFound);
    expect((await say(a, { toId: 99_999_999 }, 'anyone?')).msg).toBe('to_id_not_found');
    const conv = await open(a, { toId: gone.id });
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await open(a, { toId: 88_888_888 })).status).toBe(ErrorCode.ToIdNotFound);
    expect((await say(a, { chatGroup_id: conv.data.chatGroup_id }, 'still there?')).status).toBe(
      ErrorCode.ToIdNotFound,
    );
    // Either of the two, never both.
    expect((await open(a, {})).status).toBe(ErrorCode.ParameterError);
  });

  it('stores a resent message once (same clientId)', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const id = clientId();
    const one = await say(a, { toId: b.id }, 'once', id);
    const two = await say(a, { toId: b.id }, 'once', id);
    expect(two.status).toBe(0);
    expect(two.data.id).toBe(one.data.id);
    const rows = await t.app.db.select().from(chatMessages).where(eq(chatMessages.clientId, id));
    expect(rows).toHaveLength(1);
    // Another sender may use the same client id: ids are the sender's own.
    expect((await say(b, { toId: a.id }, 'mine', id)).data.id).not.toBe(one.data.id);
  });
});

describe('mute', () => {
  it('refuses a user muted by an operator, everywhere or in one conversation', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const conv = await open(a, { toId: b.id });
    await setMuted(t.app.db, a.id, true);
    expect(await say(a, { toId: b.id }, 'hello')).toMatchObject({ status: ErrorCode.Muted, msg: 'muted' });
    expect((await open(a, { toId: b.id })).data.muted).toBe(true);
    await setMuted(t.app.db, a.id, false);
    expect((await say(a, { toId: b.id }, 'hello')).status).toBe(0);

    // Through the back office: a support operator mutes A in this conversation only.
    const op = await createOperator(t.app.db, `support-${a.id}`, 'operator-pass-1', 'support');
    const opToken = `op-token-${a.id}-${Date.now()}`;
    await adminRepository.createSession(t.app.db, {
      operatorId: op.id,
      tokenHash: sha256(opToken),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const mute = (body: object, token = opToken) => t.call('/admin/UserMute', body, { token });
    expect((await mute({ uid: a.id, muted: true }, a.token)).status).toBe(ErrorCode.LoginExpired);
    const muted = await mute({ uid: a.id, muted: true, chatGroup_id: conv.data.chatGroup_id, note: 'spam' });
    expect(muted).toMatchObject({ status: 0, data: { uid: String(a.id), muted: true, frozen: false } });
    expect((await say(a, { toId: b.id }, 'again')).status).toBe(ErrorCode.Muted);
    const info = await t.call<ChatGroupInfo>(
      '/user/GetChatGroupInfo',
      { chatGroup_id: conv.data.chatGroup_id },
      { token: a.token },
    );
    expect(info.data.muted).toBe(true);
    // B is not muted there.
    expect((await say(b, { toId: a.id }, 'I can talk')).status).toBe(0);
    await mute({ uid: a.id, muted: false, chatGroup_id: conv.data.chatGroup_id });
    expect((await say(a, { toId: b.id }, 'back')).status).toBe(0);
    // Account-wide.
    expect((await mute({ uid: a.id, muted: true })).data).toMatchObject({ muted: true });
    expect((await say(a, { toId: b.id }, 'nope')).status).toBe(ErrorCode.Muted);
    expect((await mute({ uid: 99_999_999, muted: true })).status).toBe(ErrorCode.NotFound);
  });
});

describe('membership', () => {
  it('lets nobody but members read, send to, mark or describe a conversation', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const stranger = await makeUser(t.app.db);
    const sent = await say(a, { toId: b.id }, 'between us');
    const groupId = sent.data.chatGroup_id;
    expect((await page(b, { chatGroup_id: groupId })).data.list).toHaveLength(1);
    expect((await page(stranger, { chatGroup_id: groupId })).status).toBe(ErrorCode.NotFound);
    expect((await page(stranger, { chatGroup_id: groupId, afterId: 0 })).status).toBe(ErrorCode.NotFound);
    expect((await say(stranger, { chatGroup_id: groupId }, 'let me in')).status).toBe(ErrorCode.NotFound);
    expect((await t.call('/chat/MarkRead', { chatGroup_id: groupId }, { token: stranger.token })).status).toBe(
      ErrorCode.NotFound,
    );
    expect((await t.call('/user/GetChatGroupInfo', { chatGroup_id: groupId }, { token: stranger.token })).status).toBe(
      ErrorCode.NotFound,
    );
    // Catch-up across conversations covers only the caller's.
    const all = await page(stranger, { afterId: 0 });
    expect(all.data.list.map((m) => m.chatGroup_id)).not.toContain(groupId);
    // And nothing without a session.
    expect((await t.call('/chat/GetMessageList', { chatGroup_id: groupId })).status).toBe(ErrorCode.LoginExpired);
  });
});

describe('history and read state', () => {
  it('pages by id both ways, and catches up after an id across conversations', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const c = await makeUser(t.app.db);
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await say(b, { toId: a.id }, `b${i}`)).data.id);
    const groupId = (await open(a, { toId: b.id })).data.chatGroup_id;

    const latest = await page(a, { chatGroup_id: groupId, limt: 3 });
    expect(latest.data.list.map((m) => m.content)).toEqual(['b5', 'b6', 'b7']);
    expect(latest.data.hasMore).toBe(true);
    const older = await page(a, { chatGroup_id: groupId, beforeId: ids[4], limt: 3 });
    expect(older.data.list.map((m) => m.content)).toEqual(['b2', 'b3', 'b4']);
    const oldest = await page(a, { chatGroup_id: groupId, beforeId: ids[1], limt: 3 });
    expect(oldest.data).toMatchObject({ hasMore: false });
    expect(oldest.data.list.map((m) => m.content)).toEqual(['b1']);
    const newer = await page(a, { chatGroup_id: groupId, afterId: ids[4], limt: 5 });
    expect(newer.data.list.map((m) => m.content)).toEqual(['b6', 'b7']);
    expect(newer.data.hasMore).toBe(false);
    expect((await page(a, { chatGroup_id: groupId, beforeId: 5, afterId: 1 })).status).toBe(ErrorCode.ParameterError);

    // Catch-up spans conversations, oldest first, and pages with hasMore.
    const fromC = (await say(c, { toId: a.id }, 'c1')).data;
    const mine = (await say(a, { toId: b.id }, 'a1')).data;
    const catchUp = await page(a, { afterId: ids[5], limt: 2 });
    expect(catchUp.data.list.map((m) => m.content)).toEqual(['b7', 'c1']);
    expect(catchUp.data.hasMore).toBe(true);
    const rest = await page(a, { afterId: fromC.id });
    expect(rest.data).toEqual({ list: [expect.objectContaining({ id: mine.id })], hasMore: false });
  });

  it('lists conversations newest first with last message, unread counts and read marks', async () => {
    const me = await makeUser(t.app.db, 'Me');
    const x = await makeUser(t.app.db, 'Xin');
    const y = await makeUser(t.app.db, 'Yui');
    await say(x, { toId: me.id }, 'x1');
    const x2 = (await say(x, { toId: me.id }, 'x2')).data;
    await say(y, { toId: me.id }, 'y1');
    await say(me, { toId: y.id }, 'mine does not count');
    const list = await t.call<ConversationList>(
      '/chat/GetConversationList',
      { page: 1, limt: 20 },
      { token: me.token },
    );
    expect(list.data).toMatchObject({ total: 2, totalUnread: 3, hasMore: false });
    expect(list.data.list.map((c) => [c.name, c.unread, c.lastMessage?.content])).toEqual([
      ['Yui', 1, 'mine does not count'],
      ['Xin', 2, 'x2'],
    ]);
    const xin = list.data.list[1]!;
    expect(xin.updatedAt).toBe(x2.createdAt);

    // Read up to x1 only, then everything.
    const partial = await t.call<UnreadCounts>(
      '/chat/MarkRead',
      { chatGroup_id: xin.chatGroup_id, lastId: Number(x2.id) - 1 },
      { token: me.token },
    );
    expect(partial.data.total).toBe(2);
    const all = await t.call<UnreadCounts>('/chat/MarkRead', { chatGroup_id: xin.chatGroup_id }, { token: me.token });
    expect(all.data).toEqual({ total: 1, list: [{ chatGroup_id: list.data.list[0]!.chatGroup_id, unread: 1 }] });
    // A read mark never moves back.
    await t.call('/chat/MarkRead', { chatGroup_id: xin.chatGroup_id, lastId: 1 }, { token: me.token });
    const after = await t.call<ConversationList>('/chat/GetConversationList', {}, { token: me.token });
    expect(after.data.list[1]).toMatchObject({ unread: 0, lastReadId: x2.id });
    const second = await t.call<ConversationList>(
      '/chat/GetConversationList',
      { page: 2, limt: 1 },
      { token: me.token },
    );
    expect(second.data).toMatchObject({ total: 2, hasMore: false });
    expect(second.data.list.map((c) => c.name)).toEqual(['Xin']);
  });
});

describe('images and files', () => {
  it('sends the sender’s own chat uploads, and refuses others’ and oversized files', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const png = await upload(a, PNG_1X1, 'dot.png', 'image/png');
    expect(png.status).toBe(0);
    const image = await t.call<ChatMessage>(
      '/chat/SendMessage',
      { toId: b.id, kind: 'image', url: png.data.url, content: '', clientId: clientId() },
      { token: a.token },
    );
    expect(image.data).toMatchObject({
      kind: 'image',
      // Members get the stored path signed (chat-files.test.ts covers who may fetch it).
      file: { url: expect.stringMatching(/\?exp=\d+&sig=/), name: 'dot.png', mime: 'image/png', width: 1, height: 1 },
    });
    const pdf = await upload(a, Buffer.from('%PDF-1.4\n% test\n'), 'menu.pdf', 'application/pdf');
    const file = await t.call<ChatMessage>(
      '/chat/SendMessage',
      { toId: b.id, kind: 'file', url: pdf.data.url, content: 'the menu', clientId: clientId() },
      { token: a.token },
    );
    expect(file.data).toMatchObject({
      kind: 'file',
      content: 'the menu',
      file: { name: 'menu.pdf', mime: 'application/pdf' },
    });
    // A PDF is not an image; B cannot send A's upload; outside paths never pass the contract.
    const asImage = { toId: b.id, kind: 'image', url: pdf.data.url, content: '', clientId: clientId() };
    expect((await t.call('/chat/SendMessage', asImage, { token: a.token })).status).toBe(ErrorCode.ParameterError);
    const stolen = { toId: a.id, kind: 'image', url: png.data.url, content: '', clientId: clientId() };
    expect((await t.call('/chat/SendMessage', stolen, { token: b.token })).status).toBe(ErrorCode.ParameterError);
    const outside = { toId: b.id, kind: 'image', url: 'https://evil.example/x.png', content: '', clientId: clientId() };
    expect((await t.call('/chat/SendMessage', outside, { token: a.token })).status).toBe(ErrorCode.ParameterError);

    // Over the chat file limit (UPLOAD_LIMIT_MB=1 here): refused at upload, nothing stored.
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024 + 10)]);
    const tooBig = await upload(a, big, 'big.png', 'image/png');
    expect(tooBig).toMatchObject({ http: 413, status: ErrorCode.UploadFailed, params: { limitMb: 1 } });
  });
});

describe('support, groups, cards and notices', () => {
  it('opens a support chat with the operator account, answered from the back office', async () => {
    const u = await makeUser(t.app.db);
    const conv = await open(u, { support: true });
    expect(conv.data).toMatchObject({ kind: 'support', name: 'Wayfare Support', muted: false });
    expect(conv.data.avatar).toBe('/assets/demo/avatars/support.svg');
    expect((await open(u, { support: true })).data.chatGroup_id).toBe(conv.data.chatGroup_id);
    expect((await open(u, { support: true, toId: 5 })).status).toBe(ErrorCode.ParameterError);
    const asked = await say(u, { chatGroup_id: conv.data.chatGroup_id }, 'Where is my order?');
    expect(asked.status).toBe(0);
    const answer = await t.app.chat.sendAsSupport({ userId: u.id, content: 'On its way! 🛵' });
    expect(answer).toMatchObject({ chatGroup_id: conv.data.chatGroup_id, sender: { name: 'Wayfare Support' } });
    const info = await t.call<ChatGroupInfo>(
      '/user/GetChatGroupInfo',
      { chatGroup_id: conv.data.chatGroup_id },
      { token: u.token },
    );
    expect(info.data.members.map((m) => m.role).sort()).toEqual(['member', 'operator']);
    // Messaging the support account by id lands in the same support chat.
    expect((await say(u, { toId: Number(answer.senderId) }, 'thanks')).data.chatGroup_id).toBe(conv.data.chatGroup_id);
    // One support account for everyone.
    const other = await makeUser(t.app.db);
    const otherConv = await open(other, { support: true });
    expect(otherConv.data.peer?._id).toBe(answer.senderId);
    expect(otherConv.data.chatGroup_id).not.toBe(conv.data.chatGroup_id);
  });

  it('acknowledges a user at once with the usual reply time, once until someone answers', async () => {
    const u = await makeUser(t.app.db);
    const conv = await open(u, { support: true });
    const chatGroup_id = conv.data.chatGroup_id;
    const history = async () => (await page(u, { chatGroup_id, limt: 50 })).data.list;
    const shape = (m: ChatMessage) => (m.kind === 'system' ? `notice:${m.notice.title}` : `${m.kind}:${m.content}`);
    // Opening the chat alone says nothing.
    expect(await history()).toEqual([]);
    await say(u, { chatGroup_id }, 'My food is late');
    await say(u, { chatGroup_id }, 'Order 123');
    let list = await history();
    expect(list.map(shape)).toEqual(['text:My food is late', 'notice:chat.support.ack', 'text:Order 123']);
    const ack = list[1]!;
    expect(ack).toMatchObject({ kind: 'system', senderId: null, notice: { params: { minutes: 10 } } });
    // An operator answers; the next question is acknowledged again.
    await t.app.chat.sendAsSupport({ userId: u.id, content: 'Checking now' });
    await say(u, { chatGroup_id }, 'Thanks');
    list = await history();
    expect(list.map(shape).slice(3)).toEqual(['text:Checking now', 'text:Thanks', 'notice:chat.support.ack']);
    // A direct chat between users is not acknowledged by anyone.
    const friend = await makeUser(t.app.db);
    const direct = await say(u, { toId: friend.id }, 'hi');
    const directList = (await page(u, { chatGroup_id: direct.data.chatGroup_id, limt: 50 })).data.list;
    expect(directList.map(shape)).toEqual(['text:hi']);
  });

  it('opened from an order, shows its card once and support acknowledges it; never a stranger’s order', async () => {
    const u = await makeUser(t.app.db);
    const other = await makeUser(t.app.db);
    const [order] = await t.app.db
      .insert(orders)
      .values({ userId: u.id, type: 1, currency: 'THB', itemsTotal: 1500, amount: 1700, details: { title: 'Som tam' } })
      .returning({ id: orders.id });
    const oid = String(order!.id);
    const conv = await open(u, { support: true, oid });
    expect(conv.status).toBe(0);
    expect((await open(u, { support: true, oid })).data.chatGroup_id).toBe(conv.data.chatGroup_id);
    const list = (await page(u, { chatGroup_id: conv.data.chatGroup_id, limt: 50 })).data.list;
    expect(list.map((m) => m.kind)).toEqual(['order', 'system']);
    expect(list[0]).toMatchObject({ senderId: String(u.id), order: { oid, title: 'Som tam', amount: 1700 } });
    expect(list[1]).toMatchObject({ notice: { title: 'chat.support.ack', params: { minutes: 10 } } });
    expect((await open(other, { support: true, oid })).status).toBe(ErrorCode.OrderNotFound);
    expect((await open(other, { toId: u.id, oid })).status).toBe(ErrorCode.ParameterError);
  });

  it('describes a group to its members only', async () => {
    const owner = await makeUser(t.app.db, 'Owner');
    const m1 = await makeUser(t.app.db, 'Member One');
    const outsider = await makeUser(t.app.db);
    const { chatGroup_id } = await t.app.chat.createGroup({
      name: 'Bangkok trip',
      avatar: null,
      ownerId: owner.id,
      memberIds: [m1.id, owner.id],
    });
    const info = await t.call<ChatGroupInfo>('/user/GetChatGroupInfo', { chatGroup_id }, { token: m1.token });
    expect(info.data).toMatchObject({ kind: 'group', name: 'Bangkok trip', memberCount: 2, muted: false });
    expect(info.data.members).toEqual([
      { _id: String(owner.id), name: 'Owner', head: expect.any(String), role: 'owner' },
      { _id: String(m1.id), name: 'Member One', head: expect.any(String), role: 'member' },
    ]);
    expect((await say(m1, { chatGroup_id }, 'Hi all')).status).toBe(0);
    const list = await t.call<ConversationList>('/chat/GetConversationList', {}, { token: owner.token });
    expect(list.data.list[0]).toMatchObject({ kind: 'group', name: 'Bangkok trip', unread: 1, peer: null });
    expect((await t.call('/user/GetChatGroupInfo', { chatGroup_id }, { token: outsider.token })).status).toBe(
      ErrorCode.NotFound,
    );
  });

  it('sends order and pay-request cards that show the order as it is now, and system notices', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const [order] = await t.app.db
      .insert(orders)
      .values({
        userId: a.id,
        type: 1,
        currency: 'THB',
        itemsTotal: 1500,
        amount: 1700,
        details: { title: 'Pad Thai x2' },
      })
      .returning({ id: orders.id });
    const oid = String(order!.id);
    const card = await t.call<ChatMessage>(
      '/chat/SendMessage',
      { toId: b.id, kind: 'order', oid, content: '', clientId: clientId() },
      { token: a.token },
    );
    expect(card.data).toMatchObject({ kind: 'order', order: { oid, title: 'Pad Thai x2', amount: 1700, status: 0 } });
    // Not B's order to show.
    const notHis = { toId: a.id, kind: 'order', oid, content: '', clientId: clientId() };
    expect((await t.call('/chat/SendMessage', notHis, { token: b.token })).status).toBe(ErrorCode.OrderNotFound);

    // Pay-on-behalf posts its card through the service; status is read live.
    const pid = `pid${Date.now()}`;
    await t.app.db.insert(payRequests).values({
      publicId: pid,
      orderId: order!.id,
      requesterId: a.id,
      amount: 1700,
      currency: 'THB',
      content: 'Pay for me?',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const payCard = await t.app.chat.sendCard({
      fromUserId: a.id,
      toUserId: b.id,
      card: { kind: 'pay_request', pid },
      content: 'Pay for me?',
      clientId: `pay-${pid}`,
    });
    expect(payCard).toMatchObject({
      kind: 'pay_request',
      content: 'Pay for me?',
      payRequest: {
        pid,
        status: PayRequestStatus.Waiting,
        link: `/pay_on_behalf?pay_on_behalf=${pid}`,
        order: { oid },
      },
    });
    // A retry with the same client id posts nothing new.
    const again = await t.app.chat.sendCard({
      fromUserId: a.id,
      toUserId: b.id,
      card: { kind: 'pay_request', pid },
      clientId: `pay-${pid}`,
    });
    expect(again.id).toBe(payCard.id);
    await t.app.db.execute(
      sql`update pay_requests set expires_at = now() - interval '1 second' where public_id = ${pid}`,
    );
    await t.app.db.update(orders).set({ status: 5, payStatus: 1 }).where(eq(orders.id, order!.id));
    const history = await page(b, { chatGroup_id: payCard.chatGroup_id });
    const shown = history.data.list.filter((m) => m.kind === 'pay_request' || m.kind === 'order');
    expect(
      shown.map((m) => (m.kind === 'pay_request' ? m.payRequest.status : m.kind === 'order' ? m.order.status : -1)),
    ).toEqual([5, PayRequestStatus.Expired]);

    const notice = await t.app.chat.postSystemNotice({ userId: b.id, title: 'notice.order_completed', content: oid });
    expect(notice).toMatchObject({
      kind: 'system',
      senderId: null,
      notice: { title: 'notice.order_completed', link: null },
    });
    const supportChat = await open(b, { support: true });
    expect(supportChat.data.lastMessage?.id).toBe(notice.id);
    expect(supportChat.data.unread).toBe(1);
  });
});
