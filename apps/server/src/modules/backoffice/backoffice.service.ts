import {
  type AuditRow,
  type adminNewsSave,
  type adminOrderList,
  type Locale,
  merchantSteps,
  type OrderStatus,
  type ParsedRequestOf,
} from '@wayfare/contracts';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/tx';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { filledLocales, mapLocales } from '../../lib/locale';
import type { AuthOperator } from '../admin/admin.service';
import type { OrderDeps } from '../order/order.deps';
import { itemNamesIn, toOrderSummary } from '../order/order.mapper';
import { orderRepository } from '../order/order.repository';
import { createOrderPayService } from '../order/order-pay.service';
import { advanceOrder } from '../order/order-status';
import { checkOperatorImage } from '../upload/platform-image';
import { toAdminRecharge, toAdminWithdrawal } from '../wallet/wallet.mapper';
import { backofficeRepository as repo } from './backoffice.repository';
import { dayKeys, scopeOrders } from './backoffice.rules';
import { htmlParagraphsText, paragraphsHtml } from './news.rules';

const paging = (b: { page: number; pageSize: number }) => ({ offset: (b.page - 1) * b.pageSize, limit: b.pageSize });

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.user>>>;
const toUserRow = (u: UserRow) => ({
  uid: String(u.id),
  account: u.account,
  name: u.name,
  countryCode: u.countryCode,
  frozen: u.frozen,
  muted: u.muted,
  deleted: u.deletedAt !== null,
  createdAt: u.createdAt.toISOString(),
});

type NewsRow = Awaited<ReturnType<typeof repo.newsPage>>['rows'][number];
const toNews = (n: NewsRow) => ({
  id: String(n.id),
  cover: n.cover,
  title: mapLocales(n.title, (s) => s),
  summary: mapLocales(n.summary, (s) => s),
  body: mapLocales(n.content, htmlParagraphsText),
  publishedAt: n.publishedAt.toISOString(),
});

type OrderJoin = NonNullable<Awaited<ReturnType<typeof repo.order>>>;
const toOrderRow = ({ o, account, merchantName }: OrderJoin) => ({
  oid: String(o.id),
  uid: String(o.userId),
  account,
  pType: o.type,
  status: o.status,
  payStatus: o.payStatus,
  mid: o.merchantId === null ? null : String(o.merchantId),
  merchantName: merchantName ?? String(o.details.title ?? ''),
  amount: o.amount,
  unit: o.currency,
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
});

/** The back office's reads and the merchant's order steps; every money decision stays in its module. */
export function createBackofficeService(deps: OrderDeps) {
  const { db } = deps;
  const payments = createOrderPayService(deps);

  /** The order as an operator may see it: a merchant operator only their own shop's (else "not found"). */
  async function visibleOrder(op: AuthOperator, oid: string) {
    const row = (await repo.order(db, rowId(oid, 'OrderNotFound'))) ?? fail('OrderNotFound');
    if (op.role === 'merchant' && row.o.merchantId !== op.merchantId) fail('OrderNotFound');
    return row;
  }

  return {
    async withdrawals(status: number | undefined, p: { page: number; pageSize: number }, locale: Locale) {
      const { rows, total } = await repo.withdrawals(db, status, paging(p));
      return {
        total,
        list: rows.map((r) => ({
          ...toAdminWithdrawal(r.w, r.c, locale),
          userAccount: r.account,
          userName: r.userName,
        })),
      };
    },

    async recharges(status: number | undefined, p: { page: number; pageSize: number }, locale: Locale) {
      const { rows, total } = await repo.recharges(db, status, paging(p));
      return {
        total,
        list: rows.map((r) => ({ ...toAdminRecharge(r.r, r.c, locale), userAccount: r.account, userName: r.userName })),
      };
    },

    async users(q: string | undefined, p: { page: number; pageSize: number }) {
      const { rows, total } = await repo.users(db, q || undefined, paging(p));
      return { total, list: rows.map(toUserRow) };
    },

    async user(uid: string, locale: Locale) {
      const userId = rowId(uid);
      const user = (await repo.user(db, userId)) ?? fail('NotFound');
      const [wallets, entries, ws, rs, orderPage, liveSessions] = await Promise.all([
        repo.wallets(db, userId),
        repo.walletEntries(db, userId),
        repo.userWithdrawals(db, userId),
        repo.userRecharges(db, userId),
        orderRepository.page(db, userId, {}, 0, 20, locale),
        repo.liveSessions(db, userId),
      ]);
      const now = new Date();
      return {
        user: toUserRow(user),
        security: { hasWithdrawPassword: user.withdrawPasswordHash !== null, liveSessions },
        wallets,
        transactions: entries.map((e) => ({ ...e, id: String(e.id), at: e.at.toISOString() })),
        withdrawals: ws.map((r) => toAdminWithdrawal(r.w, r.c, locale)),
        recharges: rs.map((r) => toAdminRecharge(r.r, r.c, locale)),
        orders: orderPage.rows.map((o) => toOrderSummary(o, now)),
      };
    },

    async orders(op: AuthOperator, body: ParsedRequestOf<typeof adminOrderList>) {
      const scope = scopeOrders(op, body.mid === undefined ? undefined : rowId(body.mid, 'OrderNotFound'));
      const { rows, total } = await repo.orders(
        db,
        {
          type: body.pType,
          status: body.status,
          merchantId: scope.merchantId,
          paidOnly: scope.paidOnly,
          from: body.from ? new Date(`${body.from}T00:00:00Z`) : undefined,
          to: body.to ? new Date(Date.parse(`${body.to}T00:00:00Z`) + 86_400_000) : undefined,
        },
        paging(body),
      );
      return { total, list: rows.map(toOrderRow) };
    },

    async order(op: AuthOperator, oid: string, locale: Locale) {
      const row = await visibleOrder(op, oid);
      const items = (await repo.orderItems(db, row.o.id)).map((i) => ({
        name: itemNamesIn(i, locale).name,
        quantity: i.quantity,
        subtotal: i.subtotal,
      }));
      const o = row.o;
      return {
        ...toOrderRow(row),
        itemsTotal: o.itemsTotal,
        deliveryFee: o.deliveryFee,
        serviceFee: o.serviceFee,
        discount: o.discount,
        refundAmount: o.refundAmount,
        remark: o.remark,
        items,
        timeline: o.timeline,
      };
    },

    /** A merchant's accept (1 to 2) or ready (2 to 3) on their shop's order; the customer sees it live. */
    async merchantStep(
      op: AuthOperator,
      oid: string,
      step: keyof typeof merchantSteps,
      note: string,
      audit: AuditWriter,
    ) {
      const move = merchantSteps[step];
      await advanceOrder(db, deps.events, deps.config.DISPATCH_STEP_SECONDS, {
        oid,
        to: move.to as OrderStatus,
        from: move.from,
        merchantId: op.role === 'merchant' ? (op.merchantId ?? -1) : undefined,
        audit: (tx: Executor, orderId, change) =>
          audit(tx, `order.${step}`, `order:${orderId}`, {
            note,
            before: { status: change.from },
            after: { status: change.to },
          }),
      });
      return toOrderRow(await visibleOrder(op, oid));
    },

    /** An operator's refund of a paid order: the owner's refund (money back once), with the reason audited. */
    async refund(
      op: AuthOperator,
      oid: string,
      note: string,
      key: string | undefined,
      body: unknown,
      audit: AuditWriter,
    ) {
      const row = await visibleOrder(op, oid);
      await payments.refund({
        userId: row.o.userId,
        oid,
        key,
        body,
        audit: (tx, change) =>
          audit(tx, 'order.refund', `order:${row.o.id}`, {
            note,
            before: { status: change.from },
            after: { status: change.to, refundAmount: change.refundAmount },
          }),
      });
      return toOrderRow(await visibleOrder(op, oid));
    },

    async news(p: { page: number; pageSize: number }) {
      const { rows, total } = await repo.newsPage(db, paging(p));
      return { total, list: rows.map(toNews) };
    },

    /** Publishes (no id) or edits a news item; the audit row keeps the titles before and after. */
    async saveNews(body: ParsedRequestOf<typeof adminNewsSave>, audit: AuditWriter) {
      const values = {
        cover: body.cover,
        title: filledLocales(body.title),
        summary: filledLocales(body.summary),
        content: filledLocales(mapLocales(body.body, paragraphsHtml)),
      };
      const row = await inTransaction(db, async (tx) => {
        const current = body.id === undefined ? null : ((await repo.lockNews(tx, rowId(body.id))) ?? fail('NotFound'));
        await checkOperatorImage(tx, body.cover, { field: 'cover', current: current?.cover });
        if (current === null) {
          const created = await repo.insertNews(tx, values);
          await audit(tx, 'news.publish', `news:${created.id}`, { before: null, after: { title: created.title } });
          return created;
        }
        const updated = await repo.updateNews(tx, current.id, values);
        await audit(tx, 'news.edit', `news:${current.id}`, {
          before: { title: current.title, cover: current.cover },
          after: { title: updated.title, cover: updated.cover },
        });
        return updated;
      });
      return toNews(row);
    },

    async audit(f: { target?: string; action?: string }, p: { page: number; pageSize: number }) {
      const { rows, total } = await repo.audit(db, f, paging(p));
      return {
        total,
        list: rows.map(
          ({ a, username, role }): AuditRow => ({
            id: String(a.id),
            operatorId: String(a.operatorId),
            operator: username ?? '',
            role: role ?? '',
            action: a.action,
            target: a.target,
            note: typeof a.data.note === 'string' ? a.data.note : '',
            before: a.data.before ?? null,
            after: a.data.after ?? null,
            at: a.createdAt.toISOString(),
          }),
        ),
      };
    },

    async dashboard(days: number) {
      const keys = dayKeys(new Date(), days);
      const since = new Date(`${keys[0]}T00:00:00Z`);
      const [counts, money, queues] = await Promise.all([
        repo.dailyCounts(db, since),
        repo.dailyMoney(db, since),
        repo.queues(db),
      ]);
      const byDay = (rows: { date: string; n: number }[]) => new Map(rows.map((r) => [r.date, r.n]));
      const ordersByDay = byDay(counts.orders);
      const usersByDay = byDay(counts.users);
      const sorted = <T extends { date: string; unit: string }>(rows: T[]) =>
        rows.sort((a, b) => a.date.localeCompare(b.date) || a.unit.localeCompare(b.unit));
      return {
        daily: keys.map((date) => ({
          date,
          orders: ordersByDay.get(date) ?? 0,
          newUsers: usersByDay.get(date) ?? 0,
        })),
        gmv: sorted(money.gmv),
        topups: sorted(money.topups),
        withdrawals: sorted(money.withdrawals),
        queues,
      };
    },
  };
}
