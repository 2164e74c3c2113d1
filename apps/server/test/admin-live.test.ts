import { type AdminQueue, ErrorCode, type ServerFrame, SocketCloseCode, socketLoginExpired } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientId, eventually, sleep, TestSocket, wsUrl } from './chat-fixtures';
import { BKK, createAddressAt, createFoodMerchant, type FoodMerchant, largeNoodlesWithEgg } from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, operatorToken, PIN } from './wallet-fixtures';

/**
 * The back office's live queues (`/ws/admin`, issue 18): a change on one instance reaches the operators
 * connected to another (the bus between them: Redis with REDIS_URL, the in-process one otherwise), and each
 * operator hears only the queues their role may list: finance the money queues, support the inbox, a merchant
 * their own shop's orders, content none of them.
 */

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ env: { JOBS_POLL_MS: '0' } });
  await ensureWalletWorld(a.database);
  // Same database and bus prefix: two instances of one deployment.
  b = await createTestApp({
    database: a.database,
    env: { JOBS_POLL_MS: '0', REDIS_PREFIX: a.app.config.REDIS_PREFIX },
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const queuesOf = (frames: ServerFrame[]) =>
  frames.flatMap((f) => (f.type === 'onMessage' && f.data.kind === 'queue' ? [f.data.queue.names] : []));
const orderOids = (frames: ServerFrame[]) =>
  frames.flatMap((f) => (f.type === 'onMessage' && f.data.kind === 'order' ? [f.data.order.oid] : []));

/** The next queue frame naming `queue`; answers all the names it carried. */
async function heard(s: TestSocket, queue: AdminQueue): Promise<AdminQueue[]> {
  const f = await s.next('onMessage', (x) => x.data.kind === 'queue' && x.data.queue.names.includes(queue));
  return f.data.kind === 'queue' ? f.data.queue.names : [];
}

async function paidOrder(m: FoodMerchant) {
  const user = await createUser(a.database, { balance: 220, country: 'TH', pin: null });
  const home = await createAddressAt(a.database, user.id, BKK);
  const made = await a.call<{ oid: string }>(
    '/order/CreateOrder',
    { pType: 1, mid: m.id, addressId: home, amount: 220, products: [largeNoodlesWithEgg(m)] },
    { token: user.token },
  );
  expect(made.status, JSON.stringify(made)).toBe(0);
  expect((await a.call('/order/PayOrder', { oid: made.data.oid }, { token: user.token })).status).toBe(0);
  return made.data.oid;
}

describe('live queues on the back-office socket', () => {
  it('reach, across instances, only the operators whose role may list the queue', async () => {
    const shopA = await createFoodMerchant(a.database);
    const shopB = await createFoodMerchant(a.database);
    const [admin, finance, support, content, merchantA, merchantB] = await Promise.all([
      operatorToken(a, 'admin'),
      operatorToken(a, 'finance'),
      operatorToken(a, 'support'),
      operatorToken(a, 'content'),
      operatorToken(a, 'merchant', shopA.id),
      operatorToken(a, 'merchant', shopB.id),
    ]);
    // Everyone listens on instance B; every change below is made on instance A.
    const url = `${await wsUrl(b.app)}/admin`;
    const all = await Promise.all(
      [admin, finance, support, content, merchantA, merchantB].map((o) => TestSocket.login(url, o.token)),
    );
    const [adminS, financeS, supportS, contentS, merchantAS, merchantBS] = all as [
      TestSocket,
      TestSocket,
      TestSocket,
      TestSocket,
      TestSocket,
      TestSocket,
    ];
    try {
      // An offline top-up waits for review: the money queue and the dashboard count.
      const payer = await createUser(a.database);
      const topUp = await a.call(
        '/amount/Recharge',
        { channelCode: 'offline_bank', country_code: 'US', amount: 6000, rechargeData: { payerName: 'Somchai' } },
        { token: payer.token },
      );
      expect(topUp.status, JSON.stringify(topUp)).toBe(0);
      expect(await heard(financeS, 'recharges')).toEqual(['recharges', 'dashboard']);
      expect(await heard(adminS, 'recharges')).toEqual(['recharges', 'dashboard']);
      // Support sees the dashboard's counts, not the top-up list.
      expect(await heard(supportS, 'dashboard')).toEqual(['dashboard']);

      // A withdrawal is asked for.
      const saver = await createUser(a.database, { balance: 5000 });
      const bank = {
        account: '1234567890',
        type: 'bank',
        name: 'Somchai Tester',
        bank: 'Kasikorn',
        cardNumber: '1234567890',
        unit: 'THB',
        withdrawalPassword: PIN,
      };
      expect((await a.call('/user/AddBank', bank, { token: saver.token })).status).toBe(0);
      const out = await a.call(
        '/amount/Withdraw',
        {
          channelCode: 'bank_transfer',
          country_code: 'US',
          amount: 1000,
          withdrawalPassword: PIN,
          withdrawData: { account: '1234567890' },
        },
        { token: saver.token },
      );
      expect(out.status, JSON.stringify(out)).toBe(0);
      expect(await heard(financeS, 'withdrawals')).toEqual(['withdrawals', 'dashboard']);
      expect(await heard(adminS, 'withdrawals')).toEqual(['withdrawals', 'dashboard']);
      expect(await heard(supportS, 'dashboard')).toEqual(['dashboard']);

      // A user writes to support: the inbox, for support and admin only.
      const asker = await createUser(a.database);
      const opened = await a.call<{ chatGroup_id: string }>(
        '/chat/OpenConversation',
        { support: true },
        { token: asker.token },
      );
      const asked = await a.call(
        '/chat/SendMessage',
        { chatGroup_id: opened.data.chatGroup_id, kind: 'text', content: 'Where is my refund?', clientId: clientId() },
        { token: asker.token },
      );
      expect(asked.status).toBe(0);
      expect(await heard(supportS, 'support')).toEqual(['support']);
      expect(await heard(adminS, 'support')).toEqual(['support']);

      // A takeout order of shop A is placed and paid: the orders list and the dashboard; shop A's board.
      const oid = await paidOrder(shopA);
      for (const s of [adminS, financeS, supportS]) expect(await heard(s, 'orders')).toEqual(['orders', 'dashboard']);
      await merchantAS.next('onMessage', (f) => f.data.kind === 'order' && f.data.order.oid === oid);

      // Whatever was still on its way has arrived (the last frames above came later on the same bus).
      await sleep(300);
      expect(queuesOf(contentS.frames)).toEqual([]);
      expect(orderOids(contentS.frames)).toEqual([]);
      expect(queuesOf(financeS.frames).flat()).not.toContain('support');
      expect(queuesOf(supportS.frames).flat()).not.toContain('recharges');
      expect(queuesOf(supportS.frames).flat()).not.toContain('withdrawals');
      // Merchants hear no queue at all, and shop B never hears of shop A's order.
      expect(queuesOf(merchantAS.frames)).toEqual([]);
      expect(queuesOf(merchantBS.frames)).toEqual([]);
      expect(orderOids(merchantBS.frames)).toEqual([]);
      expect(JSON.stringify(merchantBS.frames)).not.toContain(oid);
    } finally {
      for (const s of all) s.ws.close();
    }
  });

  it("sign-out ends that session everywhere: its token opens nothing, its sockets close, others' stay", async () => {
    const shop = await createFoodMerchant(a.database);
    const [leaving, staying] = await Promise.all([
      operatorToken(a, 'merchant', shop.id),
      operatorToken(a, 'merchant', shop.id),
    ]);
    // The same shop's board on both instances; the sign-out is made on instance A.
    const leavingS = await TestSocket.login(`${await wsUrl(b.app)}/admin`, leaving.token);
    const stayingS = await TestSocket.login(`${await wsUrl(b.app)}/admin`, staying.token);
    try {
      const out = await a.call('/admin/Logout', {}, { token: leaving.token });
      expect(out).toMatchObject({ status: 0, data: null });
      const closed = await leavingS.closed;
      expect(closed.code).toBe(SocketCloseCode.loginExpired);
      expect(leavingS.frames).toContainEqual(socketLoginExpired());
      for (const app of [a, b])
        expect((await app.call('/admin/OrderList', {}, { token: leaving.token })).status).toBe(ErrorCode.LoginExpired);
      await expect(TestSocket.login(`${await wsUrl(a.app)}/admin`, leaving.token)).rejects.toThrow(
        /login refused|closed|no status/,
      );
      // Signing out twice, or with the token gone, is "login expired" like any other call.
      expect((await a.call('/admin/Logout', {}, { token: leaving.token })).status).toBe(ErrorCode.LoginExpired);

      // The other operator of the shop still works and still hears its orders.
      expect((await b.call('/admin/OrderList', {}, { token: staying.token })).status).toBe(0);
      const oid = await paidOrder(shop);
      await stayingS.next('onMessage', (f) => f.data.kind === 'order' && f.data.order.oid === oid);
    } finally {
      leavingS.ws.close();
      stayingS.ws.close();
    }
  });

  it('refuses user sessions and unknown tokens, and answers a decision made on the other instance', async () => {
    const url = `${await wsUrl(b.app)}/admin`;
    const user = await createUser(a.database);
    await expect(TestSocket.login(url, user.token)).rejects.toThrow(/login refused|closed|no status/);
    await expect(TestSocket.login(url, 'not-a-token')).rejects.toThrow(/login refused|closed|no status/);

    const finance = await operatorToken(a, 'finance');
    const financeS = await TestSocket.login(url, finance.token);
    try {
      const payer = await createUser(a.database);
      const topUp = await b.call<{ rechargeId: string }>(
        '/amount/Recharge',
        { channelCode: 'offline_bank', country_code: 'US', amount: 2000 },
        { token: payer.token },
      );
      expect(topUp.status).toBe(0);
      await heard(financeS, 'recharges');
      // Another finance operator rejects it on instance A: the list on B is told.
      const other = await operatorToken(a, 'finance');
      const rejected = await a.call(
        '/admin/RechargeReject',
        { rechargeId: topUp.data.rechargeId, note: 'no transfer found' },
        { token: other.token },
      );
      expect(rejected.status, JSON.stringify(rejected)).toBe(0);
      await eventually(() => queuesOf(financeS.frames).some((n) => n.includes('recharges')));
    } finally {
      financeS.ws.close();
    }
  });
});
