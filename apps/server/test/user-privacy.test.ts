import fs from 'node:fs';
import { type Conversation, ErrorCode, type UserInfo } from '@wayfare/contracts';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { randomToken } from '../src/lib/crypto';
import { type AccountsApp, startAccountsApp } from './accounts-fixtures';
import { type ChatUser, clientId, makeUser } from './chat-fixtures';

let t: AccountsApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

const open = (u: { token: string }, toId: number) =>
  t.call<Conversation>('/chat/OpenConversation', { toId: String(toId) }, { token: u.token });

describe('what other users can learn of an account', () => {
  it('a new account’s display name tells nothing of its e-mail or phone', async () => {
    const { info } = await t.signUp({ account: `somchai.jaidee.${Date.now()}@example.com` });
    expect(info.name).toMatch(/^User \d{6}$/);
    expect(info.name).not.toContain('somchai');
    const phone = `+6681${String(Date.now()).slice(-7)}`;
    const byPhone = await t.signUp({ account: phone });
    expect(byPhone.info.name).toMatch(/^User \d{6}$/);
    expect(byPhone.info.name).not.toBe(`User ${phone.slice(-4)}`);
    // Two accounts do not follow a pattern someone could invert.
    const names = new Set(await Promise.all(Array.from({ length: 5 }, async () => (await t.signUp()).info.name)));
    expect(names.size).toBeGreaterThan(1);
  });

  it('opening a chat with another user shows only their display name and avatar', async () => {
    const me = await makeUser(t.app.db);
    const { account, info } = await t.signUp();
    const res = await open(me, Number(info._id));
    expect(res.status).toBe(0);
    expect(Object.keys(res.data.peer!).sort()).toEqual(['_id', 'head', 'name']);
    expect(JSON.stringify(res.data)).not.toContain(account);
    expect(JSON.stringify(res.data)).not.toContain(account.split('@')[0]!);
  });

  it('stepping toId through OpenConversation is slowed per user, known conversations stay open', async () => {
    const me = await makeUser(t.app.db);
    const friend = await makeUser(t.app.db);
    expect((await open(me, friend.id)).status).toBe(0);
    const others: ChatUser[] = await Promise.all(Array.from({ length: 12 }, () => makeUser(t.app.db)));
    const statuses: number[] = [];
    for (const o of others) statuses.push((await open(me, o.id)).status);
    // Ten new people a minute (unknown ids count too, so probing which exist is slowed the same).
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(0));
    const refused = await open(me, others[11]!.id);
    expect(refused.status).toBe(ErrorCode.TooManyOperations);
    expect(refused.params?.seconds).toBeGreaterThan(0);
    expect(refused.params?.seconds).toBeLessThanOrEqual(60);
    expect((await open(me, 99_999_999)).status).toBe(ErrorCode.TooManyOperations);
    // Sending by toId to someone new is the same lookup.
    const send = await t.call(
      '/chat/SendMessage',
      { toId: String(others[11]!.id), kind: 'text', content: 'hi', clientId: clientId() },
      { token: me.token },
    );
    expect(send.status).toBe(ErrorCode.TooManyOperations);
    // A conversation already had, and other users, are not held up.
    expect((await open(me, friend.id)).status).toBe(0);
    expect((await open(friend, others[11]!.id)).status).toBe(0);
  });

  it('a signed-up user looked up by id shows the random name, not the account', async () => {
    const me = await makeUser(t.app.db);
    const { account, info } = await t.signUp();
    const res = await open(me, Number(info._id));
    expect(res.data.peer).toEqual({ _id: info._id, name: (info as UserInfo).name, head: info.head ?? null });
    expect(res.data.name).not.toContain(account.split('@')[0]!);
  });
});

describe('migration 0004', () => {
  it('renames the display names that were made from the account, and only those', async () => {
    const tag = randomToken(4)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x');
    const rows = await t.app.db
      .insert(users)
      .values([
        { account: `old.${tag}@example.com`, name: `old.${tag}`, inviteCode: randomToken(9) },
        { account: `+66812${tag.length}4567`, name: 'User 4567', inviteCode: randomToken(9) },
        { account: `kept.${tag}@example.com`, name: 'Kanya', inviteCode: randomToken(9) },
      ])
      .returning({ id: users.id });
    const file = new URL('../src/db/migrations/0006_auth_limits.sql', import.meta.url);
    await t.app.db.execute(sql.raw(fs.readFileSync(file, 'utf8')));
    const after = await t.app.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(users.id);
    expect(after[0]!.name).toMatch(/^User \d{6}$/);
    expect(after[1]!.name).toMatch(/^User \d{6}$/);
    expect(after[2]!.name).toBe('Kanya');
  });
});
