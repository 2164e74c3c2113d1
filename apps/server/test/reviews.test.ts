import { ErrorCode, type Evaluation } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, orders } from '../src/db/schema';
import { mergedRating } from '../src/modules/review/review.rules';
import { multipartBody, PNG_1X1 } from './accounts-fixtures';
import {
  BKK,
  createAddressAt,
  createFoodMerchant,
  type FoodMerchant,
  largeNoodlesWithEgg,
  north,
} from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, operatorToken, type TestUser } from './wallet-fixtures';

let t: TestApp;
let m: FoodMerchant;
let buyer: TestUser;
let other: TestUser;
const homes = new Map<number, number>();

type List = {
  list: Evaluation[];
  total: number;
  summary: { average: number; count: number; byScore: number[]; withImgs: number };
};

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(t.database);
  m = await createFoodMerchant(t.database, { radius: 5000 });
  buyer = await createUser(t.database, { balance: 1_000_000, country: 'TH', pin: null });
  other = await createUser(t.database, { balance: 1_000_000, country: 'TH', pin: null });
  for (const u of [buyer, other]) homes.set(u.id, await createAddressAt(t.database, u.id, north(BKK, 300)));
});
afterAll(async () => {
  await t?.close();
});

/**
 * A takeout order of `u`, paid and completed as the dispatcher leaves it on hand-over (set directly: how an
 * order gets there is the order suites' business), or left underway.
 */
async function orderOf(u: TestUser, completed = true): Promise<string> {
  const created = await t.call<{ oid: string }>(
    '/order/CreateOrder',
    { pType: 1, mid: String(m.id), addressId: homes.get(u.id), amount: 220, products: [largeNoodlesWithEgg(m)] },
    { token: u.token },
  );
  expect(created.status, created.msg).toBe(0);
  const oid = created.data.oid;
  await t.app.db
    .update(orders)
    .set(completed ? { status: 5, payStatus: 1, completedAt: new Date() } : { status: 1, payStatus: 1 })
    .where(eq(orders.id, Number(oid)));
  return oid;
}

async function upload(u: TestUser, bytes: Buffer = PNG_1X1, purpose = 'review') {
  const { payload, headers } = multipartBody([
    { name: 'purpose', value: purpose },
    { name: 'file', file: bytes, filename: 'photo.png', contentType: 'image/png' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/File',
    payload,
    headers: { ...headers, authorization: `Bearer ${u.token}` },
  });
  return res.json() as { status: number; data: { url: string }; msg: string };
}

async function photo(u: TestUser) {
  const r = await upload(u);
  expect(r.status, r.msg).toBe(0);
  return r.data.url;
}

const evaluate = (u: TestUser, body: Record<string, unknown>) =>
  t.call<Evaluation>(
    '/product/Evaluate',
    { score: 5, content: 'Great noodles', imgs: [], ...body },
    { token: u.token },
  );

const listOf = (body: Record<string, unknown>, u?: TestUser) =>
  t.call<List>('/product/GetEvaluateList', { mid: String(m.id), ...body }, u ? { token: u.token } : {});

const merchantRating = async () =>
  (
    await t.app.db
      .select({ rating: merchants.rating, count: merchants.ratingCount })
      .from(merchants)
      .where(eq(merchants.id, m.id))
  )[0]!;

describe('who may review what', () => {
  it('refuses anyone but the buyer, and an order that is not completed', async () => {
    const oid = await orderOf(buyer);
    const stranger = await evaluate(other, { oid });
    expect(stranger.status).toBe(ErrorCode.OrderNotFound);

    const underway = await orderOf(buyer, false);
    const early = await evaluate(buyer, { oid: underway });
    expect(early.status).toBe(ErrorCode.CannotReview);
    expect(early.msg).toBe('cannot_review');

    const refunded = await orderOf(buyer, false);
    await t.app.db
      .update(orders)
      .set({ status: 7 })
      .where(eq(orders.id, Number(refunded)));
    expect((await evaluate(buyer, { oid: refunded })).status).toBe(ErrorCode.CannotReview);
  });

  it('reviews a completed order once, and the order then says so', async () => {
    const oid = await orderOf(buyer);
    const first = await evaluate(buyer, { oid, score: 4, content: '  Tasty and hot  ' });
    expect(first.status, first.msg).toBe(0);
    expect(first.data).toMatchObject({ oid, score: 4, content: 'Tasty and hot', mine: true, reply: null });
    const again = await evaluate(buyer, { oid, score: 1 });
    expect(again.status).toBe(ErrorCode.CannotReview);
    const info = await t.call<{ reviewed: boolean; actions?: unknown }>(
      '/order/GetOrderInfo',
      { oid },
      { token: buyer.token },
    );
    expect(info.data.reviewed).toBe(true);
  });

  it('reviews once under concurrent submits', async () => {
    const oid = await orderOf(buyer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => evaluate(buyer, { oid })));
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status === ErrorCode.CannotReview)).toHaveLength(4);
  });

  it('requires a score of 1-5 and some text', async () => {
    const oid = await orderOf(buyer);
    for (const bad of [{ score: 0 }, { score: 6 }, { score: 3.5 }, { content: '   ' }, { content: '' }]) {
      const r = await evaluate(buyer, { oid, ...bad });
      expect(r.status, JSON.stringify(bad)).toBe(ErrorCode.ParameterError);
    }
  });
});

describe('photos', () => {
  it('takes up to 9 of the reviewer’s own photos and refuses a 10th', async () => {
    const urls = await Promise.all(Array.from({ length: 10 }, () => photo(buyer)));
    const oid = await orderOf(buyer);
    const ten = await evaluate(buyer, { oid, imgs: urls });
    expect(ten.status).toBe(ErrorCode.ParameterError);
    const nine = await evaluate(buyer, { oid, imgs: urls.slice(0, 9) });
    expect(nine.status, nine.msg).toBe(0);
    expect(nine.data.imgs).toEqual(urls.slice(0, 9));
  });

  it('refuses bytes that are not an image at upload, so they can never be attached', async () => {
    const fake = await upload(buyer, Buffer.from('%PDF-1.4 not an image at all'));
    expect(fake.status).toBe(ErrorCode.UploadFailed);
    const html = await upload(buyer, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.status).toBe(ErrorCode.UploadFailed);
  });

  it('refuses an oversized photo', async () => {
    const small = await createTestApp({ env: { JOBS_POLL_MS: '0', UPLOAD_LIMIT_MB: '1' }, database: t.database });
    try {
      const big = Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024 + 10)]);
      const { payload, headers } = multipartBody([
        { name: 'purpose', value: 'review' },
        { name: 'file', file: big, filename: 'big.png', contentType: 'image/png' },
      ]);
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/upload/File',
        payload,
        headers: { ...headers, authorization: `Bearer ${buyer.token}` },
      });
      expect(res.json().status).toBe(ErrorCode.UploadFailed);
    } finally {
      await small.app.close();
    }
  });

  it('refuses someone else’s upload, an avatar, a path never uploaded and a repeated photo', async () => {
    const oid = await orderOf(buyer);
    const theirs = await photo(other);
    expect((await evaluate(buyer, { oid, imgs: [theirs] })).status).toBe(ErrorCode.UploadFailed);
    const avatar = await upload(buyer, PNG_1X1, 'avatar');
    expect((await evaluate(buyer, { oid, imgs: [avatar.data.url] })).status).toBe(ErrorCode.UploadFailed);
    const ghost = '/uploads/review/AAAAAAAAAAAAAAAAAAAAAAAA.png';
    expect((await evaluate(buyer, { oid, imgs: [ghost] })).status).toBe(ErrorCode.UploadFailed);
    const mine = await photo(buyer);
    expect((await evaluate(buyer, { oid, imgs: [mine, mine] })).status).toBe(ErrorCode.ParameterError);
    expect((await evaluate(buyer, { oid, imgs: ['https://evil.example/x.png'] })).status).toBe(
      ErrorCode.ParameterError,
    );
    // None of it used the order up.
    expect((await evaluate(buyer, { oid, imgs: [mine] })).status).toBe(0);
  });
});

describe('the merchant’s rating: one rule', () => {
  it('merges prior ratings with visible reviews, rounded half up', () => {
    expect(mergedRating({ rating: 0, count: 0 }, { sum: 0, count: 0 })).toEqual({ rating: 0, ratingCount: 0 });
    expect(mergedRating({ rating: 0, count: 0 }, { sum: 9, count: 2 })).toEqual({ rating: 45, ratingCount: 2 });
    expect(mergedRating({ rating: 46, count: 100 }, { sum: 1, count: 1 })).toEqual({ rating: 46, ratingCount: 101 });
    expect(mergedRating({ rating: 40, count: 1 }, { sum: 5, count: 1 })).toEqual({ rating: 45, ratingCount: 2 });
    expect(mergedRating({ rating: 0, count: 0 }, { sum: 13, count: 3 })).toEqual({ rating: 43, ratingCount: 3 });
  });

  it('follows adds, hides and restores, and the list hides what an operator hid', async () => {
    const fresh = await createFoodMerchant(t.database, { radius: 5000 });
    await t.app.db.update(merchants).set({ priorRating: 40, priorCount: 2 }).where(eq(merchants.id, fresh.id));
    const saved = m;
    m = fresh;
    try {
      const one = await evaluate(buyer, { oid: await orderOf(buyer), score: 5 });
      expect(one.status, one.msg).toBe(0);
      // (4.0 x 2 + 5) / 3 = 4.33 -> 43
      expect(await merchantRating()).toEqual({ rating: 43, count: 3 });
      const two = await evaluate(other, { oid: await orderOf(other), score: 1 });
      expect(two.status, two.msg).toBe(0);
      // (8 + 5 + 1) / 4 = 3.5 -> 35
      expect(await merchantRating()).toEqual({ rating: 35, count: 4 });

      const info = await t.call<{ rating: number; ratingCount: number }>('/product/GetMerchantInfo', {
        mid: String(fresh.id),
      });
      expect(info.data).toMatchObject({ rating: 3.5, ratingCount: 4 });

      const op = await operatorToken(t, 'support');
      const hide = await t.call<{ rating: number; ratingCount: number }>(
        '/admin/EvaluateHide',
        { _id: two.data._id, hidden: true, note: 'abusive' },
        { token: op.token },
      );
      expect(hide.status, hide.msg).toBe(0);
      expect(hide.data).toMatchObject({ rating: 4.3, ratingCount: 3 });
      expect(await merchantRating()).toEqual({ rating: 43, count: 3 });
      const listed = await listOf({});
      expect(listed.data.list.map((e) => e._id)).toEqual([one.data._id]);
      expect(listed.data.summary).toMatchObject({ count: 1, average: 5, byScore: [0, 0, 0, 0, 1] });

      const restore = await t.call('/admin/EvaluateHide', { _id: two.data._id, hidden: false }, { token: op.token });
      expect(restore.status, restore.msg).toBe(0);
      expect(await merchantRating()).toEqual({ rating: 35, count: 4 });

      // An edit of the score counts too.
      const edit = await t.call<Evaluation>(
        '/product/UpdateEvaluate',
        { _id: two.data._id, score: 3, content: 'Better than I said', imgs: [] },
        { token: other.token },
      );
      expect(edit.status, edit.msg).toBe(0);
      expect(edit.data).toMatchObject({ score: 3, content: 'Better than I said' });
      // (8 + 5 + 3) / 4 = 4.0
      expect(await merchantRating()).toEqual({ rating: 40, count: 4 });
    } finally {
      m = saved;
    }
  });
});

describe('lists', () => {
  it('lists by merchant and product, newest first, filtered by score and by photos', async () => {
    const fresh = await createFoodMerchant(t.database, { radius: 5000 });
    const saved = m;
    m = fresh;
    try {
      const a = await evaluate(buyer, { oid: await orderOf(buyer), score: 5, imgs: [await photo(buyer)] });
      const b = await evaluate(buyer, { oid: await orderOf(buyer), score: 3 });
      const c = await evaluate(other, { oid: await orderOf(other), score: 5 });
      for (const r of [a, b, c]) expect(r.status, r.msg).toBe(0);

      const all = await listOf({});
      expect(all.data.list.map((e) => e._id)).toEqual([c.data._id, b.data._id, a.data._id]);
      expect(all.data.summary).toEqual({ average: 4.3, count: 3, byScore: [0, 0, 1, 0, 2], withImgs: 1 });
      expect(all.data.list[0]).toMatchObject({ mine: false, editableUntil: null, merchantName: expect.any(String) });

      expect((await listOf({ score: 5 })).data.list.map((e) => e._id)).toEqual([c.data._id, a.data._id]);
      expect((await listOf({ withImgs: true })).data.list.map((e) => e._id)).toEqual([a.data._id]);
      const paged = await listOf({ limt: 2, page: 2 });
      expect(paged.data).toMatchObject({ total: 3, page: 2, limt: 2, hasMore: false });
      expect(paged.data.list.map((e) => e._id)).toEqual([a.data._id]);

      const byProduct = await t.call<List>('/product/GetEvaluateList', { pid: String(fresh.noodles) });
      expect(byProduct.data.total).toBe(3);
      const otherProduct = await t.call<List>('/product/GetEvaluateList', { pid: String(fresh.limited) });
      expect(otherProduct.data.total).toBe(0);

      const mine = await t.call<List>('/product/GetEvaluateList', { mine: true }, { token: other.token });
      expect(mine.data.list.every((e) => e.mine && e.editableUntil !== null)).toBe(true);
      expect(mine.data.list.map((e) => e._id)).toContain(c.data._id);
      expect((await t.call('/product/GetEvaluateList', { mine: true })).status).toBe(ErrorCode.NotLoggedIn);
      expect((await t.call('/product/GetEvaluateList', {})).status).toBe(ErrorCode.ParameterError);
    } finally {
      m = saved;
    }
  });

  it('lists the completed orders still waiting for a review', async () => {
    const u = await createUser(t.database, { balance: 1_000_000, country: 'TH', pin: null });
    homes.set(u.id, await createAddressAt(t.database, u.id, north(BKK, 300)));
    const done = await orderOf(u);
    await orderOf(u, false);
    const waiting = await t.call<{ list: { oid: string }[] }>('/product/GetToReviewList', {}, { token: u.token });
    expect(waiting.data.list.map((o) => o.oid)).toEqual([done]);
    expect((await evaluate(u, { oid: done })).status).toBe(0);
    const after = await t.call<{ list: unknown[] }>('/product/GetToReviewList', {}, { token: u.token });
    expect(after.data.list).toEqual([]);
  });
});

describe('editing', () => {
  it('lets only the author edit, within 7 days', async () => {
    const r = await evaluate(buyer, { oid: await orderOf(buyer), score: 2 });
    expect(r.status).toBe(0);
    const body = { _id: r.data._id, score: 4, content: 'Changed my mind', imgs: [] };
    expect((await t.call('/product/UpdateEvaluate', body, { token: other.token })).status).toBe(ErrorCode.NotFound);
    const { evaluations } = await import('../src/db/schema');
    await t.app.db
      .update(evaluations)
      .set({ createdAt: new Date(Date.now() - 7 * 86_400_000 - 1000) })
      .where(eq(evaluations.id, Number(r.data._id)));
    expect((await t.call('/product/UpdateEvaluate', body, { token: buyer.token })).status).toBe(ErrorCode.InvalidState);
  });
});

describe('merchant replies', () => {
  it('answers once: a merchant operator for its own merchant, an operator for any', async () => {
    const r = await evaluate(buyer, { oid: await orderOf(buyer), score: 3 });
    const r2 = await evaluate(buyer, { oid: await orderOf(buyer), score: 4 });
    const { createOperator } = await import('../src/modules/admin/admin.service');
    const login = async (username: string) =>
      (await t.call<{ token: string }>('/admin/Login', { username, password: 'merchant-pass-1' })).data.token;
    await createOperator(t.app.db, 'owner-of-m', 'merchant-pass-1', 'merchant', m.id);
    const elsewhere = await createFoodMerchant(t.database);
    await createOperator(t.app.db, 'owner-elsewhere', 'merchant-pass-1', 'merchant', elsewhere.id);
    const mine = await login('owner-of-m');
    const notMine = await login('owner-elsewhere');

    const wrong = await t.call('/admin/EvaluateReply', { _id: r.data._id, content: 'Hi' }, { token: notMine });
    expect(wrong.status).toBe(ErrorCode.Forbidden);
    const userToken = await t.call('/admin/EvaluateReply', { _id: r.data._id, content: 'Hi' }, { token: buyer.token });
    expect(userToken.status).toBe(ErrorCode.LoginExpired);

    const ok = await t.call<Evaluation>(
      '/admin/EvaluateReply',
      { _id: r.data._id, content: 'Thank you, see you again!' },
      { token: mine },
    );
    expect(ok.status, ok.msg).toBe(0);
    expect(ok.data.reply).toMatchObject({ content: 'Thank you, see you again!' });
    const twice = await t.call('/admin/EvaluateReply', { _id: r.data._id, content: 'Again' }, { token: mine });
    expect(twice.status).toBe(ErrorCode.InvalidState);

    const op = await operatorToken(t, 'support');
    const forMerchant = await t.call<Evaluation>(
      '/admin/EvaluateReply',
      { _id: r2.data._id, content: 'On behalf of the kitchen: thanks' },
      { token: op.token },
    );
    expect(forMerchant.status, forMerchant.msg).toBe(0);
    const finance = await operatorToken(t, 'finance');
    expect(
      (await t.call('/admin/EvaluateReply', { _id: r.data._id, content: 'x' }, { token: finance.token })).status,
    ).toBe(ErrorCode.Forbidden);

    const listed = await listOf({ limt: 100 });
    expect(listed.data.list.find((e) => e._id === r.data._id)?.reply?.content).toBe('Thank you, see you again!');
  });
});

describe('reports', () => {
  it('hides a reported review for the reporter only and queues it for operators', async () => {
    const r = await evaluate(buyer, { oid: await orderOf(buyer), score: 1, content: 'Rude words here' });
    expect(r.status).toBe(0);
    const reporter = other;
    const seen = (u?: TestUser) => listOf({ limt: 100 }, u).then((l) => l.data.list.some((e) => e._id === r.data._id));
    expect(await seen(reporter)).toBe(true);

    expect((await t.call('/product/ReportEvaluate', { _id: r.data._id }, { token: buyer.token })).status).toBe(
      ErrorCode.InvalidState,
    );
    const rep = await t.call(
      '/product/ReportEvaluate',
      { _id: r.data._id, reason: 'abusive' },
      { token: reporter.token },
    );
    expect(rep.status, rep.msg).toBe(0);
    // Reporting twice is harmless.
    expect((await t.call('/product/ReportEvaluate', { _id: r.data._id }, { token: reporter.token })).status).toBe(0);

    expect(await seen(reporter)).toBe(false);
    expect(await seen(buyer)).toBe(true);
    expect(await seen()).toBe(true);

    const op = await operatorToken(t, 'support');
    const queue = await t.call<{ list: { evaluation: Evaluation; hidden: boolean; reports: { reason: string }[] }[] }>(
      '/admin/EvaluateReports',
      {},
      { token: op.token },
    );
    expect(queue.status, queue.msg).toBe(0);
    const item = queue.data.list.find((q) => q.evaluation._id === r.data._id);
    expect(item).toMatchObject({ hidden: false, reports: [{ reason: 'abusive' }] });

    expect((await t.call('/admin/EvaluateHide', { _id: r.data._id, hidden: true }, { token: op.token })).status).toBe(
      0,
    );
    expect(await seen()).toBe(false);
    expect(await seen(buyer)).toBe(false);
    const after = await t.call<{ list: { evaluation: Evaluation }[] }>(
      '/admin/EvaluateReports',
      {},
      { token: op.token },
    );
    expect(after.data.list.some((q) => q.evaluation._id === r.data._id)).toBe(false);
    const decided = await t.call<{ list: { evaluation: Evaluation; hidden: boolean }[] }>(
      '/admin/EvaluateReports',
      { all: true },
      { token: op.token },
    );
    expect(decided.data.list.find((q) => q.evaluation._id === r.data._id)?.hidden).toBe(true);
  });
});
