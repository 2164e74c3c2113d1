import fs from 'node:fs';
import path from 'node:path';
import type { ChatMessage, Conversation } from '@wayfare/contracts';
import { ErrorCode } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../src/db/schema';
import { UPLOAD_PURGE_EVERY_MS } from '../src/jobs/upload-purge';
import { createUploadSigner } from '../src/modules/upload/upload.urls';
import { multipartBody, PNG_1X1 } from './accounts-fixtures';
import { type ChatUser, clientId, makeUser } from './chat-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  // Jobs only by hand: the purge test sees what is on disk before the purge runs.
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n% the menu\n');
type Uploaded = { status: number; data: { url: string } };

async function upload(u: ChatUser, file: Buffer, filename: string, contentType: string, purpose = 'chat') {
  const form = multipartBody([
    { name: 'purpose', value: purpose },
    { name: 'file', file, filename, contentType },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/File',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${u.token}` },
  });
  const body = res.json() as Uploaded;
  expect(body.status).toBe(0);
  return body.data.url;
}

async function sendFile(from: ChatUser, to: ChatUser, url: string, kind: 'image' | 'file' = 'image') {
  const res = await t.call<ChatMessage>(
    '/chat/SendMessage',
    { toId: String(to.id), kind, url, content: '', clientId: clientId() },
    { token: from.token },
  );
  expect(res.status).toBe(0);
  return res.data as Extract<ChatMessage, { kind: 'image' | 'file' }>;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** What an unknown path answers: a refused chat file must look exactly like it. */
async function expectUnknown(url: string, token?: string) {
  const res = await get(url, token);
  expect(res.statusCode, url).toBe(404);
  expect(res.json(), url).toMatchObject({ status: ErrorCode.UnknownPath, msg: 'unknown_path' });
  expect(res.rawPayload.includes(PNG_1X1)).toBe(false);
}

const bare = (url: string) => url.split('?')[0]!;

describe('chat files', () => {
  it('are fetched by members through signed URLs; everyone else gets an unknown path', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const stranger = await makeUser(t.app.db);
    const stored = await upload(a, PNG_1X1, 'dot.png', 'image/png');
    expect(stored).toMatch(/^\/uploads\/chat\/[A-Za-z0-9_-]+\.png$/);
    const sent = await sendFile(a, b, stored);
    expect(sent.file.url).toMatch(/^\/uploads\/chat\/[A-Za-z0-9_-]+\.png\?exp=\d+&sig=[A-Za-z0-9_-]+$/);
    expect(bare(sent.file.url)).toBe(stored);

    // The other member reads it from the list, the sender from the conversation list: both fetch it.
    const page = await t.call<{ list: ChatMessage[] }>(
      '/chat/GetMessageList',
      { chatGroup_id: sent.chatGroup_id },
      { token: b.token },
    );
    const listed = page.data.list.find((m) => m.id === sent.id) as typeof sent;
    const convs = await t.call<{ list: Conversation[] }>('/chat/GetConversationList', {}, { token: a.token });
    const last = convs.data.list.find((c) => c.chatGroup_id === sent.chatGroup_id)!.lastMessage as typeof sent;
    for (const url of [listed.file.url, last.file.url]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(res.headers['content-disposition']).toMatch(/^inline;/);
    }

    // A stranger cannot list the conversation, and neither they nor anyone anonymous can fetch the path.
    const theirs = await t.call('/chat/GetMessageList', { chatGroup_id: sent.chatGroup_id }, { token: stranger.token });
    expect(theirs.status).toBe(ErrorCode.NotFound);
    await expectUnknown(stored);
    await expectUnknown(stored, stranger.token);
    await expectUnknown(stored, b.token);
    await expectUnknown(`${stored}?exp=9999999999`);
    // Neither through the public directories, plain or encoded.
    const file = path.basename(stored);
    await expectUnknown(`/uploads/avatar/../chat/${file}`);
    await expectUnknown(`/uploads/avatar/..%2fchat%2f${file}`);
    await expectUnknown(`/uploads/review/%2e%2e/chat/${file}`);
    await expectUnknown(`/uploads/${'chat'}%2f${file}`);
  });

  it('refuse forged, moved and expired signatures', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const one = await sendFile(a, b, await upload(a, PNG_1X1, 'one.png', 'image/png'));
    const two = await sendFile(a, b, await upload(a, PNG_1X1, 'two.png', 'image/png'));
    expect((await get(one.file.url)).statusCode).toBe(200);
    const { exp, sig } = Object.fromEntries(new URL(one.file.url, 'http://x').searchParams) as Record<string, string>;

    const flipped = `${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    await expectUnknown(`${bare(one.file.url)}?exp=${exp}&sig=${flipped}`);
    await expectUnknown(`${bare(one.file.url)}?exp=${Number(exp) + 3600}&sig=${sig}`);
    await expectUnknown(`${bare(one.file.url)}?exp=${exp}`);
    await expectUnknown(`${bare(one.file.url)}?exp=${exp}&sig=`);
    // One file's signature does not open another.
    await expectUnknown(`${bare(two.file.url)}?exp=${exp}&sig=${sig}`);
    // Signed more than two hours ago: expired (a link lives one to two hours).
    const old = (await t.app.uploadUrls.signer()).sign(bare(one.file.url), Date.now() - 2 * 3600_000 - 1000);
    await expectUnknown(old);
    // A signature made with another key is refused too.
    await expectUnknown(createUploadSigner('x'.repeat(40)).sign(bare(one.file.url)));
  });

  it('serve documents as downloads', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const sent = await sendFile(a, b, await upload(a, PDF, 'menü.pdf', 'application/pdf'), 'file');
    const res = await get(sent.file.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''men%C3%BC.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('avatars stay public', async () => {
    const a = await makeUser(t.app.db);
    const avatar = await upload(a, PNG_1X1, 'me.png', 'image/png', 'avatar');
    expect(avatar).toMatch(/^\/uploads\/avatar\//);
    const res = await get(avatar);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('go with a deleted account: their URLs stop working and the files leave the disk', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const fromA = await sendFile(a, b, await upload(a, PNG_1X1, 'a.png', 'image/png'));
    const fromB = await sendFile(b, a, await upload(b, PNG_1X1, 'b.png', 'image/png'));
    const avatar = await upload(a, PNG_1X1, 'me.png', 'image/png', 'avatar');
    const onDisk = (url: string) => fs.existsSync(path.join(t.dataDir, bare(url)));
    expect([onDisk(fromA.file.url), onDisk(avatar), onDisk(fromB.file.url)]).toEqual([true, true, true]);
    expect((await get(fromA.file.url)).statusCode).toBe(200);

    expect((await t.call('/user/DelUser', {}, { token: a.token })).status).toBe(0);

    await expectUnknown(fromA.file.url);
    await expectUnknown(avatar);
    expect(onDisk(fromA.file.url)).toBe(false);
    expect(onDisk(avatar)).toBe(false);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, a.id))).toEqual([]);
    // A fresh signature for the forgotten path opens nothing either.
    await expectUnknown((await t.app.uploadUrls.signer()).sign(bare(fromA.file.url)));
    // The other member's own file is theirs: untouched.
    expect(onDisk(fromB.file.url)).toBe(true);
    const page = await t.call<{ list: ChatMessage[] }>(
      '/chat/GetMessageList',
      { chatGroup_id: fromB.chatGroup_id },
      { token: b.token },
    );
    const mine = page.data.list.find((m) => m.id === fromB.id) as typeof fromB;
    expect((await get(mine.file.url)).statusCode).toBe(200);
  });

  it('of accounts deleted before files went with them are not served either', async () => {
    const a = await makeUser(t.app.db);
    const b = await makeUser(t.app.db);
    const sent = await sendFile(a, b, await upload(a, PNG_1X1, 'old.png', 'image/png'));
    expect((await get(sent.file.url)).statusCode).toBe(200);
    // As an older server deleted accounts (or one that stopped right after): the row marked, the file left.
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, a.id));
    await expectUnknown(sent.file.url);
    expect(fs.existsSync(path.join(t.dataDir, bare(sent.file.url)))).toBe(true);
    // The background purge removes it, file and record, on its next round.
    const tick = await t.app.jobs.tick(new Date(Date.now() + UPLOAD_PURGE_EVERY_MS + 1000));
    expect(tick.purged).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(t.dataDir, bare(sent.file.url)))).toBe(false);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, a.id))).toEqual([]);
  });
});
