import { type ChatMessage, ErrorCode, TransactionType } from '@wayfare/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { BKK, createAddressAt, createFoodMerchant, largeNoodlesWithEgg } from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { balanceOf, createUser, ensureWalletWorld, expectLedgerOk, fund, operatorToken, PIN } from './wallet-fixtures';

/**
 * The back office's operations and finance calls (issue 18): the ledger explorer and its invariant check,
 * clearing a user's withdrawal password and ending their sessions, and the support inbox answered as
 * "Support". Who may call each is the role matrix's (admin-roles.test.ts); here: what each does, its
 * audit row, and bad input.
 */

let t: TestApp;
let admin: string;
let finance: string;
let support: string;
let content: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(t.database);
  admin = (await operatorToken(t, 'admin')).token;
  finance = (await operatorToken(t, 'finance')).token;
  support = (await operatorToken(t, 'support')).token;
  content = (await operatorToken(t, 'content')).token;
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerOk(t.database);
});

const auditOf = (target: string) =>
  rawQuery(t.database.db, 'select action, data from audit_log where target = $1 order by id', [target]);

type JournalRow = {
  id: string;
  type: number;
  uid: string | null;
  oid: string | null;
  ref: string | null;
  moved: { unit: string; amount: number }[];
  createdAt: string;
};

describe('the ledger explorer', () => {
  it("filters journals by user, type, currency and date, newest first, and shows a journal's postings", async () => {
    const u = await createUser(t.database, { balance: 700 });
    await fund(t.database, u.id, 300, 'USD');
    await fund(t.database, u.id, 5000, 'THB');
    const other = await createUser(t.database, { balance: 900 });

    const mine = await t.call<{ total: number; list: JournalRow[] }>(
      '/admin/LedgerJournalList',
      { uid: String(u.id) },
      { token: finance },
    );
    expect(mine.status, JSON.stringify(mine)).toBe(0);
    expect(mine.data.total).toBe(3);
    expect(mine.data.list.every((j) => j.uid === String(u.id))).toBe(true);
    const ids = mine.data.list.map((j) => Number(j.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(mine.data.list[0]!.moved).toEqual([{ unit: 'THB', amount: 5000 }]);
    expect(mine.data.list.map((j) => j.id)).not.toContain(
      (await rawQuery(t.database.db, 'select id from ledger_journals where user_id = $1', [other.id]))[0]!.id,
    );

    const usd = await t.call<{ total: number; list: JournalRow[] }>(
      '/admin/LedgerJournalList',
      { uid: String(u.id), unit: 'USD', type: TransactionType.Recharge },
      { token: finance },
    );
    expect(usd.data.total).toBe(2);
    expect(usd.data.list.map((j) => j.moved)).toEqual([[{ unit: 'USD', amount: 300 }], [{ unit: 'USD', amount: 700 }]]);

    const today = new Date().toISOString().slice(0, 10);
    const dated = await t.call<{ total: number }>(
      '/admin/LedgerJournalList',
      { uid: String(u.id), from: today, to: today },
      { token: finance },
    );
    expect(dated.data.total).toBe(3);
    const past = await t.call<{ total: number }>(
      '/admin/LedgerJournalList',
      { uid: String(u.id), from: '2020-01-01', to: '2020-01-31' },
      { token: finance },
    );
    expect(past.data.total).toBe(0);
    const paged = await t.call<{ total: number; list: JournalRow[] }>(
      '/admin/LedgerJournalList',
      { uid: String(u.id), page: 2, pageSize: 2 },
      { token: finance },
    );
    expect(paged.data).toMatchObject({ total: 3 });
    expect(paged.data.list.map((j) => j.id)).toEqual([mine.data.list[2]!.id]);

    const detail = await t.call<JournalRow & { postings: { kind: string; ownerId: string | null; amount: number }[] }>(
      '/admin/LedgerJournalDetail',
      { id: mine.data.list[0]!.id },
      { token: admin },
    );
    expect(detail.status).toBe(0);
    expect(detail.data.postings).toHaveLength(2);
    expect(detail.data.postings.reduce((s, p) => s + p.amount, 0)).toBe(0);
    expect(detail.data.postings.find((p) => p.kind === 'user_wallet')).toMatchObject({
      ownerId: String(u.id),
      amount: 5000,
    });
  });

  it('answers bad filters with a catalogue error, and an unknown journal as not found', async () => {
    const range = await t.call(
      '/admin/LedgerJournalList',
      { from: '2026-02-01', to: '2026-01-01' },
      { token: finance },
    );
    expect(range.status).toBe(ErrorCode.ParameterError);
    expect((await t.call('/admin/LedgerJournalList', { unit: 'usd' }, { token: finance })).status).toBe(
      ErrorCode.ParameterError,
    );
    expect((await t.call('/admin/LedgerJournalList', { from: 'yesterday' }, { token: finance })).status).toBe(
      ErrorCode.ParameterError,
    );
    expect((await t.call('/admin/LedgerJournalDetail', { id: '999999999' }, { token: finance })).status).toBe(
      ErrorCode.NotFound,
    );
    expect((await t.call('/admin/LedgerCheck', { unit: 'US' }, { token: finance })).status).toBe(
      ErrorCode.ParameterError,
    );
  });

  it('checks the invariants per currency on demand, and names the currency that broke', async () => {
    const u = await createUser(t.database, { balance: 1000 });
    await fund(t.database, u.id, 2000, 'THB');
    type Check = {
      ok: boolean;
      currencies: { unit: string; ok: boolean; total: number; problems: string[] }[];
      general: string[];
    };
    const healthy = await t.call<Check>('/admin/LedgerCheck', {}, { token: finance });
    expect(healthy.status).toBe(0);
    expect(healthy.data.ok).toBe(true);
    expect(healthy.data.currencies.map((c) => c.unit)).toEqual(expect.arrayContaining(['THB', 'USD']));
    expect(healthy.data.currencies.every((c) => c.ok && c.total === 0 && c.problems.length === 0)).toBe(true);

    // A wallet's balance drifts from its entries in THB: THB is broken, USD is not.
    const [wallet] = await rawQuery(
      t.database.db,
      "select id from ledger_accounts where kind = 'user_wallet' and owner_id = $1 and currency = 'THB'",
      [u.id],
    );
    await rawQuery(t.database.db, 'update ledger_accounts set balance = balance + 1 where id = $1', [wallet!.id]);
    try {
      const broken = await t.call<Check>('/admin/LedgerCheck', {}, { token: admin });
      expect(broken.data.ok).toBe(false);
      const thb = broken.data.currencies.find((c) => c.unit === 'THB')!;
      expect(thb.ok).toBe(false);
      expect(thb.problems.join('\n')).toContain(`account ${wallet!.id}`);
      expect(broken.data.currencies.find((c) => c.unit === 'USD')).toMatchObject({ ok: true, problems: [] });
      const onlyUsd = await t.call<Check>('/admin/LedgerCheck', { unit: 'USD' }, { token: finance });
      expect(onlyUsd.data).toMatchObject({ ok: true, general: [] });
      expect(onlyUsd.data.currencies.map((c) => c.unit)).toEqual(['USD']);
    } finally {
      await rawQuery(t.database.db, 'update ledger_accounts set balance = balance - 1 where id = $1', [wallet!.id]);
    }
  });
});

describe("a user's security", () => {
  it('clears the withdrawal password: nothing is withdrawn until the user sets a new one; audited', async () => {
    const u = await createUser(t.database, { balance: 5000 });
    const bank = await t.call(
      '/user/AddBank',
      {
        account: '1234567890',
        type: 'bank',
        name: 'Somchai Tester',
        bank: 'Kasikorn',
        cardNumber: '1234567890',
        unit: 'USD',
        withdrawalPassword: PIN,
      },
      { token: u.token },
    );
    expect(bank.status, JSON.stringify(bank)).toBe(0);
    const withdraw = () =>
      t.call(
        '/amount/Withdraw',
        {
          channelCode: 'bank_transfer',
          country_code: 'US',
          amount: 1000,
          withdrawalPassword: PIN,
          withdrawData: { account: '1234567890' },
        },
        { token: u.token },
      );
    const before = await t.call<{ security: { hasWithdrawPassword: boolean } }>(
      '/admin/UserDetail',
      { uid: String(u.id) },
      { token: support },
    );
    expect(before.data.security.hasWithdrawPassword).toBe(true);

    expect((await t.call('/admin/UserResetWithdrawPassword', { uid: String(u.id) }, { token: support })).status).toBe(
      ErrorCode.ParameterError,
    );
    const reset = await t.call<{ hasWithdrawPassword: boolean }>(
      '/admin/UserResetWithdrawPassword',
      { uid: String(u.id), note: 'called in, identity checked' },
      { token: support },
    );
    expect(reset.status, JSON.stringify(reset)).toBe(0);
    expect(reset.data.hasWithdrawPassword).toBe(false);
    const [row] = await rawQuery(t.database.db, 'select withdraw_password_hash from users where id = $1', [u.id]);
    expect(row!.withdraw_password_hash).toBeNull();

    // The old password opens nothing now.
    expect((await withdraw()).status).toBe(ErrorCode.WithdrawPasswordIncorrect);
    expect((await balanceOf(t, u.token)).balance).toBe(5000);
    const info = await t.call<{ hasWithdrawPassword: boolean }>('/user/GetUserInfo', {}, { token: u.token });
    expect(info.data.hasWithdrawPassword).toBe(false);

    const audits = await auditOf(`user:${u.id}`);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'user.withdraw_password_reset',
      data: {
        note: 'called in, identity checked',
        before: { hasWithdrawPassword: true },
        after: { hasWithdrawPassword: false },
      },
    });
    expect(
      (await t.call('/admin/UserResetWithdrawPassword', { uid: '999999999', note: 'x' }, { token: support })).status,
    ).toBe(ErrorCode.NotFound);
  });

  it('ends every session of a user at once, the account stays open; audited', async () => {
    const u = await createUser(t.database);
    expect((await t.call('/user/GetUserInfo', {}, { token: u.token })).status).toBe(0);
    const ended = await t.call<{ sessionsEnded: number; frozen: boolean }>(
      '/admin/UserEndSessions',
      { uid: String(u.id), note: 'lost phone' },
      { token: support },
    );
    expect(ended.status).toBe(0);
    expect(ended.data).toMatchObject({ sessionsEnded: 1, frozen: false });
    expect((await t.call('/user/GetUserInfo', {}, { token: u.token })).status).toBe(ErrorCode.LoginExpired);
    const detail = await t.call<{ security: { liveSessions: number } }>(
      '/admin/UserDetail',
      { uid: String(u.id) },
      { token: admin },
    );
    expect(detail.data.security.liveSessions).toBe(0);
    expect(await auditOf(`user:${u.id}`)).toMatchObject([
      {
        action: 'user.end_sessions',
        data: { note: 'lost phone', before: { liveSessions: 1 }, after: { liveSessions: 0 } },
      },
    ]);
    // Nothing left to end: still answered, still recorded.
    const again = await t.call<{ sessionsEnded: number }>(
      '/admin/UserEndSessions',
      { uid: String(u.id) },
      { token: admin },
    );
    expect(again.data.sessionsEnded).toBe(0);
    expect((await t.call('/admin/UserEndSessions', { uid: 'abc' }, { token: admin })).status).toBe(
      ErrorCode.ParameterError,
    );
  });
});

describe('the support inbox', () => {
  type Inbox = {
    total: number;
    totalUnread: number;
    list: { chatGroup_id: string; unread: number; peer: { _id: string } | null; lastMessage: ChatMessage | null }[];
  };

  async function askSupport(text: string) {
    const u = await createUser(t.database);
    const opened = await t.call<{ chatGroup_id: string }>(
      '/chat/OpenConversation',
      { support: true },
      { token: u.token },
    );
    const sent = await t.call(
      '/chat/SendMessage',
      { chatGroup_id: opened.data.chatGroup_id, kind: 'text', content: text, clientId: `ask-user-${u.id}-first` },
      { token: u.token },
    );
    expect(sent.status).toBe(0);
    return { user: u, group: opened.data.chatGroup_id };
  }

  it('lists the support conversations newest first with unread counts; reading clears them; the answer reaches the user as Support', async () => {
    const first = await askSupport('Where is my refund?');
    const second = await askSupport('My top-up is missing');
    await t.call(
      '/chat/SendMessage',
      {
        chatGroup_id: second.group,
        kind: 'text',
        content: 'It was 500 baht',
        clientId: `ask-user-${second.user.id}-second`,
      },
      { token: second.user.token },
    );

    const inbox = await t.call<Inbox>('/admin/SupportInbox', {}, { token: support });
    expect(inbox.status).toBe(0);
    const [top, next] = inbox.data.list;
    expect(top).toMatchObject({ chatGroup_id: second.group, unread: 2, peer: { _id: String(second.user.id) } });
    expect(next).toMatchObject({ chatGroup_id: first.group, unread: 1 });
    // Support's instant acknowledgement came last there; the inbox previews what the user wrote.
    expect(next!.lastMessage).toMatchObject({ kind: 'text', content: 'Where is my refund?' });
    expect(inbox.data.totalUnread).toBeGreaterThanOrEqual(3);

    const read = await t.call<{ list: ChatMessage[] }>(
      '/admin/SupportMessages',
      { chatGroup_id: second.group },
      { token: support },
    );
    // Support's instant acknowledgement (a notice) follows the user's first message; the operator sees it too.
    expect(read.data.list.map((m) => (m.kind === 'system' ? m.notice.title : m.content))).toEqual([
      'My top-up is missing',
      'chat.support.ack',
      'It was 500 baht',
    ]);
    const after = await t.call<Inbox>('/admin/SupportInbox', {}, { token: support });
    expect(after.data.list.find((c) => c.chatGroup_id === second.group)!.unread).toBe(0);
    expect(after.data.totalUnread).toBe(inbox.data.totalUnread - 2);

    const answer = await t.call<ChatMessage>(
      '/admin/SupportReply',
      { chatGroup_id: second.group, content: 'Found it: credited now', clientId: 'op-answer-0001' },
      { token: support },
    );
    expect(answer.status, JSON.stringify(answer)).toBe(0);
    // A resend of the same answer is stored and recorded once.
    const resent = await t.call<ChatMessage>(
      '/admin/SupportReply',
      { chatGroup_id: second.group, content: 'Found it: credited now', clientId: 'op-answer-0001' },
      { token: support },
    );
    expect(resent.data.id).toBe(answer.data.id);

    const seen = await t.call<{ list: ChatMessage[] }>(
      '/chat/GetMessageList',
      { chatGroup_id: second.group },
      { token: second.user.token },
    );
    const last = seen.data.list[seen.data.list.length - 1]!;
    expect(last).toMatchObject({ content: 'Found it: credited now', sender: { name: 'Wayfare Support' } });
    const unread = await t.call<{ totalUnread: number }>('/chat/GetConversationList', {}, { token: second.user.token });
    // Unread for the user: support's instant acknowledgement and the operator's answer.
    expect(unread.data.totalUnread).toBe(2);

    const audits = await auditOf(`chat:${second.group}`);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'support.reply',
      data: { after: { messageId: answer.data.id, content: 'Found it: credited now' } },
    });
  });

  it('stores an answer and its audit row together: when the audit row cannot be written, neither is kept', async () => {
    const { group } = await askSupport('Is my order coming?');
    // The audit log refuses this one answer's record (a fault inside the transaction, after the message insert).
    await rawQuery(
      t.database.db,
      `create or replace function refuse_audit_for_test() returns trigger language plpgsql as $$
       begin
         if new.data->'after'->>'content' = 'answer-the-audit-refuses' then raise exception 'audit refused'; end if;
         return new;
       end $$`,
    );
    await rawQuery(
      t.database.db,
      'create trigger refuse_audit_for_test before insert on audit_log for each row execute function refuse_audit_for_test()',
    );
    try {
      const refused = await t.call(
        '/admin/SupportReply',
        { chatGroup_id: group, content: 'answer-the-audit-refuses', clientId: 'op-refused-0001' },
        { token: support },
      );
      expect(refused.status).toBe(ErrorCode.MessageSendFailed);
      const ok = await t.call(
        '/admin/SupportReply',
        { chatGroup_id: group, content: 'an answer the audit keeps', clientId: 'op-kept-0001' },
        { token: support },
      );
      expect(ok.status, JSON.stringify(ok)).toBe(0);
    } finally {
      await rawQuery(t.database.db, 'drop trigger refuse_audit_for_test on audit_log');
      await rawQuery(t.database.db, 'drop function refuse_audit_for_test()');
    }
    const stored = await rawQuery(
      t.database.db,
      'select content from chat_messages where group_id = $1 and content like $2 order by id',
      [Number(group), '%answer%'],
    );
    expect(stored.map((r) => r.content)).toEqual(['an answer the audit keeps']);
    const audits = await auditOf(`chat:${group}`);
    expect(audits.map((a) => (a.data as { after: { content: string } }).after.content)).toEqual([
      'an answer the audit keeps',
    ]);
    // The refused answer is not half-stored: a resend with its clientId is stored (and recorded) now.
    const again = await t.call<ChatMessage>(
      '/admin/SupportReply',
      { chatGroup_id: group, content: 'answer-the-audit-refuses', clientId: 'op-refused-0001' },
      { token: support },
    );
    expect(again.status, JSON.stringify(again)).toBe(0);
    expect(await auditOf(`chat:${group}`)).toHaveLength(2);
  });

  it('answers only support conversations, and refuses an empty answer', async () => {
    const a = await createUser(t.database);
    const b = await createUser(t.database);
    const direct = await t.call<{ chatGroup_id: string }>(
      '/chat/OpenConversation',
      { toId: String(b.id) },
      { token: a.token },
    );
    expect(direct.status).toBe(0);
    const reply = await t.call(
      '/admin/SupportReply',
      { chatGroup_id: direct.data.chatGroup_id, content: 'hello' },
      { token: support },
    );
    expect(reply.status).toBe(ErrorCode.NotFound);
    expect(
      (await t.call('/admin/SupportMessages', { chatGroup_id: direct.data.chatGroup_id }, { token: support })).status,
    ).toBe(ErrorCode.NotFound);
    const { group } = await askSupport('hi');
    expect(
      (await t.call('/admin/SupportReply', { chatGroup_id: group, content: '   ' }, { token: support })).status,
    ).toBe(ErrorCode.ParameterError);
    expect(await auditOf(`chat:${direct.data.chatGroup_id}`)).toEqual([]);
  });
});

describe('the review report queue', () => {
  it('content sees a reported review with its reports and the merchant reply, hides it with a reason and restores it', async () => {
    const shop = await createFoodMerchant(t.database);
    const buyer = await createUser(t.database, { balance: 220, country: 'TH', pin: null });
    const home = await createAddressAt(t.database, buyer.id, BKK);
    const made = await t.call<{ oid: string }>(
      '/order/CreateOrder',
      { pType: 1, mid: shop.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(shop)] },
      { token: buyer.token },
    );
    expect(made.status, JSON.stringify(made)).toBe(0);
    expect((await t.call('/order/PayOrder', { oid: made.data.oid }, { token: buyer.token })).status).toBe(0);
    await rawQuery(t.database.db, 'update orders set status = 5, completed_at = now() where id = $1', [
      Number(made.data.oid),
    ]);
    const review = await t.call<{ _id: string }>(
      '/product/Evaluate',
      { oid: made.data.oid, score: 1, content: 'Rude rider and cold soup', imgs: [] },
      { token: buyer.token },
    );
    expect(review.status, JSON.stringify(review)).toBe(0);
    const id = review.data._id;
    const merchantOp = await operatorToken(t, 'merchant', shop.id);
    expect(
      (
        await t.call(
          '/admin/EvaluateReply',
          { _id: id, content: 'Sorry, we changed couriers' },
          { token: merchantOp.token },
        )
      ).status,
    ).toBe(0);
    const reader = await createUser(t.database);
    expect(
      (await t.call('/product/ReportEvaluate', { _id: id, reason: 'insulting' }, { token: reader.token })).status,
    ).toBe(0);

    type Queue = {
      list: {
        evaluation: { _id: string; reply: { content: string } | null };
        hidden: boolean;
        reports: { reason: string }[];
      }[];
    };
    const queue = await t.call<Queue>('/admin/EvaluateReports', { limt: 100 }, { token: content });
    expect(queue.status).toBe(0);
    const item = queue.data.list.find((r) => r.evaluation._id === id)!;
    expect(item).toMatchObject({
      hidden: false,
      evaluation: { reply: { content: 'Sorry, we changed couriers' } },
      reports: [{ reason: 'insulting' }],
    });

    const hidden = await t.call(
      '/admin/EvaluateHide',
      { _id: id, hidden: true, note: 'insults the rider' },
      { token: content },
    );
    expect(hidden.status).toBe(0);
    // Decided: it leaves the waiting queue, and stays in the list of everything reported, hidden.
    const waiting = await t.call<Queue>('/admin/EvaluateReports', { limt: 100 }, { token: content });
    expect(waiting.data.list.map((r) => r.evaluation._id)).not.toContain(id);
    const all = await t.call<Queue>('/admin/EvaluateReports', { limt: 100, all: true }, { token: content });
    expect(all.data.list.find((r) => r.evaluation._id === id)).toMatchObject({ hidden: true });

    expect(
      (
        await t.call(
          '/admin/EvaluateHide',
          { _id: id, hidden: false, note: 'the rider asked us to keep it' },
          { token: content },
        )
      ).status,
    ).toBe(0);
    expect(await auditOf(`evaluation:${id}`)).toMatchObject([
      { action: 'review.reply' },
      {
        action: 'review.hide',
        data: { note: 'insults the rider', before: { hidden: false }, after: { hidden: true } },
      },
      {
        action: 'review.restore',
        data: { note: 'the rider asked us to keep it', before: { hidden: true }, after: { hidden: false } },
      },
    ]);
    // Content touches no user: the security calls stay closed to it.
    expect((await t.call('/admin/UserEndSessions', { uid: String(buyer.id) }, { token: content })).status).toBe(
      ErrorCode.Forbidden,
    );
  });
});
