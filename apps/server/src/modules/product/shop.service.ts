import {
  type adminCategorySave,
  type adminHotelNightsAdd,
  type adminMerchantSave,
  type adminProductSave,
  type adminProductSpecs,
  type adminShopHours,
  MerchantType,
  type ParsedRequestOf,
  type ResponseOf,
  TransactionType,
} from '@wayfare/contracts';
import type { Db } from '../../db/client';
import type { merchants, ProductSpecGroup, productCategories, products } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { filledLocales } from '../../lib/locale';
import type { AuthOperator } from '../admin/admin.service';
import { shopOf } from '../backoffice/backoffice.rules';
import { checkOperatorImage } from '../upload/platform-image';
import { shopRepository as repo } from './shop.repository';

type MerchantRow = typeof merchants.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof productCategories.$inferSelect;

const toCategory = (c: CategoryRow): ResponseOf<typeof adminCategorySave> => ({
  id: String(c.id),
  name: c.name,
  hidden: c.hidden,
});

/** A dish's groups as the back office edits them (every one, hidden ones marked). */
const toAdminSpecs = (specs: ProductSpecGroup[]) =>
  specs.map((g) => ({
    name: g.name,
    required: g.required,
    multiple: g.multiple,
    hidden: Boolean(g.hidden),
    options: g.options.map((o) => ({ name: o.name, price: o.price, hidden: Boolean(o.hidden) })),
  }));

const toShop = (m: MerchantRow): ResponseOf<typeof adminShopHours> => ({
  mid: String(m.id),
  name: m.name,
  mType: m.type,
  unit: m.currency,
  timezone: m.timezone,
  openingHours: m.openingHours,
  paused: m.paused,
});

const toMerchant = (m: MerchantRow): ResponseOf<typeof adminMerchantSave> => ({
  mid: String(m.id),
  mType: m.type,
  name: m.name,
  description: m.description,
  category: m.category,
  city: m.city,
  countryCode: m.countryCode,
  address: m.address,
  phone: m.phone,
  latitude: m.latitude,
  longitude: m.longitude,
  logo: m.logo,
  cover: m.cover,
  unit: m.currency,
  timezone: m.timezone,
  openingHours: m.openingHours,
  deliveryRadiusM: m.deliveryRadiusM,
  deliveryFee: m.deliveryFee,
  minOrder: m.minOrder,
  paused: m.paused,
});

/** What a merchant's audit row keeps of it, before and after. */
const auditedMerchant = (m: MerchantRow) => {
  const { mid: _mid, ...rest } = toMerchant(m);
  return rest;
};

const toMenuProduct = (p: ProductRow, unit: string): ResponseOf<typeof adminProductSave> => ({
  pid: String(p.id),
  categoryId: p.categoryId === null ? null : String(p.categoryId),
  name: p.name,
  description: p.description,
  image: p.image,
  price: p.price,
  unit,
  stock: p.stock,
  soldOut: p.stock === 0,
  hidden: !p.onSale,
  sales: p.sales,
  specs: toAdminSpecs(p.specs),
});

/**
 * The merchant view of one shop: its whole menu with stock, opening hours, and its earnings. A merchant
 * operator reaches only their own shop (`shopOf`), and a product of another shop answers "not found".
 * Every change is audited with before and after, and forgets the cached read answers (home, lists).
 */
export function createShopService(deps: { db: Db; invalidate: () => Promise<void> }) {
  const { db } = deps;

  /** The product, locked, if it belongs to `merchantId` (or to any shop for the other roles). */
  async function ownProduct(tx: Db | Parameters<typeof repo.lockProduct>[0], op: AuthOperator, pid: string) {
    const p = (await repo.lockProduct(tx, rowId(pid))) ?? fail('NotFound');
    if (op.role === 'merchant' && p.merchantId !== op.merchantId) fail('NotFound');
    return p;
  }

  return {
    async menu(op: AuthOperator, mid: string | undefined) {
      const id = shopOf(op, mid);
      const shop = (await repo.shop(db, id)) ?? fail('NotFound');
      const [categories, items] = await Promise.all([repo.categories(db, id), repo.products(db, id)]);
      return {
        shop: toShop(shop),
        categories: categories.map(toCategory),
        products: items.map((p) => toMenuProduct(p, shop.currency)),
      };
    },

    async merchants(body: { q?: string; mType?: number; page: number; pageSize: number }) {
      const { rows, total } = await repo.merchantPage(
        db,
        { q: body.q || undefined, type: body.mType },
        { offset: (body.page - 1) * body.pageSize, limit: body.pageSize },
      );
      return { total, list: rows.map(toMerchant) };
    },

    /** Adds or edits a merchant; its currency is set once (every price of it is in that currency). */
    async saveMerchant(body: ParsedRequestOf<typeof adminMerchantSave>, audit: AuditWriter) {
      const values = {
        type: body.mType,
        name: body.name,
        description: { ...filledLocales(body.description), en: body.description.en },
        category: body.category,
        city: body.city,
        countryCode: body.countryCode,
        address: body.address,
        phone: body.phone,
        latitude: body.latitude,
        longitude: body.longitude,
        logo: body.logo,
        cover: body.cover,
        currency: body.unit,
        timezone: body.timezone,
        openingHours: body.openingHours,
        deliveryRadiusM: body.deliveryRadiusM,
        deliveryFee: body.deliveryFee,
        minOrder: body.minOrder,
        paused: body.paused,
      };
      const row = await inTransaction(db, async (tx) => {
        const current =
          body.mid === undefined ? null : ((await repo.lockShop(tx, rowId(body.mid))) ?? fail('NotFound'));
        await checkOperatorImage(tx, body.logo, { field: 'logo', current: current?.logo });
        await checkOperatorImage(tx, body.cover, { field: 'cover', current: current?.cover });
        if (current === null) {
          const created = await repo.insertMerchant(tx, values);
          await audit(tx, 'merchant.create', `merchant:${created.id}`, {
            before: null,
            after: auditedMerchant(created),
          });
          return created;
        }
        if (current.currency !== body.unit || current.type !== body.mType) fail('InvalidState');
        const updated = await repo.updateMerchant(tx, current.id, values);
        await audit(tx, 'merchant.edit', `merchant:${current.id}`, {
          before: auditedMerchant(current),
          after: auditedMerchant(updated),
        });
        return updated;
      });
      await deps.invalidate();
      return toMerchant(row);
    },

    async saveProduct(op: AuthOperator, body: ParsedRequestOf<typeof adminProductSave>, audit: AuditWriter) {
      const result = await inTransaction(db, async (tx) => {
        const current = body.pid === undefined ? null : await ownProduct(tx, op, body.pid);
        // An edit stays in its product's shop; a new product goes to the shop named (or the merchant's own).
        const shopId = current?.merchantId ?? shopOf(op, body.mid);
        const shop = (await repo.shop(tx, shopId)) ?? fail('NotFound');
        const categoryId = body.categoryId === null ? null : rowId(body.categoryId);
        if (categoryId !== null && !(await repo.categories(tx, shopId)).some((c) => c.id === categoryId))
          fail('ParameterError', { field: 'categoryId' });
        // A product shows a platform image, one uploaded in the back office (a merchant operator: by their own
        // shop), or the one it has.
        await checkOperatorImage(tx, body.image, {
          field: 'image',
          current: current?.image,
          merchantId: op.role === 'merchant' ? shopId : undefined,
        });
        const values = {
          categoryId,
          name: filledLocales(body.name),
          description: { ...filledLocales(body.description), en: body.description.en },
          image: body.image,
          price: body.price,
          stock: body.stock,
        };
        if (current === null) {
          const created = await repo.insertProduct(tx, { ...values, merchantId: shopId });
          await audit(tx, 'product.create', `product:${created.id}`, {
            merchantId: shopId,
            before: null,
            after: { name: created.name.en, price: created.price, unit: shop.currency, stock: created.stock },
          });
          return toMenuProduct(created, shop.currency);
        }
        const updated = await repo.updateProduct(tx, current.id, values);
        await audit(tx, 'product.edit', `product:${current.id}`, {
          merchantId: shopId,
          before: { name: current.name, price: current.price, stock: current.stock, image: current.image },
          after: { name: updated.name, price: updated.price, stock: updated.stock, image: updated.image },
        });
        return toMenuProduct(updated, shop.currency);
      });
      await deps.invalidate();
      return result;
    },

    /** Sold out sets the stock to 0; back in stock makes it unlimited. Hidden takes it off the app's menu. */
    async setProductState(
      op: AuthOperator,
      body: { pid: string; soldOut?: boolean; hidden?: boolean },
      audit: AuditWriter,
    ) {
      const result = await inTransaction(db, async (tx) => {
        const current = await ownProduct(tx, op, body.pid);
        const shop = (await repo.shop(tx, current.merchantId)) ?? fail('NotFound');
        const set: Partial<ProductRow> = {};
        if (body.soldOut !== undefined) set.stock = body.soldOut ? 0 : null;
        if (body.hidden !== undefined) set.onSale = !body.hidden;
        const updated = await repo.updateProduct(tx, current.id, set);
        await audit(tx, 'product.state', `product:${current.id}`, {
          merchantId: current.merchantId,
          before: { stock: current.stock, hidden: !current.onSale },
          after: { stock: updated.stock, hidden: !updated.onSale },
        });
        return toMenuProduct(updated, shop.currency);
      });
      await deps.invalidate();
      return result;
    },

    /**
     * Adds a category to the shop (the merchant's own, or the one named) or renames / hides one of it. An
     * edit stays in its category's shop; a merchant operator reaches only their own shop's categories.
     */
    async saveCategory(op: AuthOperator, body: ParsedRequestOf<typeof adminCategorySave>, audit: AuditWriter) {
      const result = await inTransaction(db, async (tx) => {
        const name = filledLocales(body.name);
        if (body.id === undefined) {
          const shopId = shopOf(op, body.mid);
          if (!(await repo.lockShop(tx, shopId))) fail('NotFound');
          const created = await repo.insertCategory(tx, { merchantId: shopId, name, hidden: body.hidden });
          await audit(tx, 'category.create', `category:${created.id}`, {
            merchantId: shopId,
            before: null,
            after: { name: created.name, hidden: created.hidden, sort: created.sort },
          });
          return toCategory(created);
        }
        const current = (await repo.lockCategory(tx, rowId(body.id))) ?? fail('NotFound');
        if (op.role === 'merchant' && current.merchantId !== op.merchantId) fail('NotFound');
        const updated = await repo.updateCategory(tx, current.id, { name, hidden: body.hidden });
        await audit(tx, 'category.edit', `category:${current.id}`, {
          merchantId: current.merchantId,
          before: { name: current.name, hidden: current.hidden },
          after: { name: updated.name, hidden: updated.hidden },
        });
        return toCategory(updated);
      });
      await deps.invalidate();
      return result;
    },

    /** Puts the shop's categories in the order given; `ids` must name each of them exactly once. */
    async orderCategories(op: AuthOperator, body: { mid?: string; ids: string[] }, audit: AuditWriter) {
      const shopId = shopOf(op, body.mid);
      const result = await inTransaction(db, async (tx) => {
        if (!(await repo.shop(tx, shopId))) fail('NotFound');
        const current = await repo.lockCategories(tx, shopId);
        const ids = body.ids.map((x) => rowId(x));
        const mine = new Set(current.map((c) => c.id));
        if (ids.length !== mine.size || new Set(ids).size !== ids.length || ids.some((id) => !mine.has(id)))
          fail('ParameterError', { field: 'ids' });
        const updated = [];
        for (const [i, id] of ids.entries()) updated.push(await repo.updateCategory(tx, id, { sort: i + 1 }));
        await audit(tx, 'category.order', `merchant:${shopId}`, {
          merchantId: shopId,
          before: current.map((c) => String(c.id)),
          after: ids.map(String),
        });
        return { categories: updated.map(toCategory) };
      });
      await deps.invalidate();
      return result;
    },

    /**
     * Sets a dish's choice groups. Nothing is removed: every group and option it had stays in its place (the
     * app's order lines name them by this stored place, `at`), changed or hidden; new ones go at the end.
     */
    async saveSpecs(op: AuthOperator, body: ParsedRequestOf<typeof adminProductSpecs>, audit: AuditWriter) {
      const result = await inTransaction(db, async (tx) => {
        const current = await ownProduct(tx, op, body.pid);
        const shop = (await repo.shop(tx, current.merchantId)) ?? fail('NotFound');
        if (shop.type !== MerchantType.Food) fail('ParameterError', { field: 'pid' });
        const kept =
          body.groups.length >= current.specs.length &&
          current.specs.every((g, i) => body.groups[i]!.options.length >= g.options.length);
        if (!kept) fail('ParameterError', { field: 'groups' });
        const specs: ProductSpecGroup[] = body.groups.map((g) => ({
          name: filledLocales(g.name),
          required: g.required,
          multiple: g.multiple,
          ...(g.hidden ? { hidden: true } : {}),
          options: g.options.map((o) => ({
            name: filledLocales(o.name),
            price: o.price,
            ...(o.hidden ? { hidden: true } : {}),
          })),
        }));
        const updated = await repo.updateProduct(tx, current.id, { specs });
        await audit(tx, 'product.specs', `product:${current.id}`, {
          merchantId: current.merchantId,
          before: { specs: current.specs, unit: shop.currency },
          after: { specs: updated.specs, unit: shop.currency },
        });
        return toMenuProduct(updated, shop.currency);
      });
      await deps.invalidate();
      return result;
    },

    /** Opens more nights of a hotel room type (existing nights keep their rooms, bookings and prices). */
    async addNights(op: AuthOperator, body: ParsedRequestOf<typeof adminHotelNightsAdd>, audit: AuditWriter) {
      const result = await inTransaction(db, async (tx) => {
        const room = await ownProduct(tx, op, body.pid);
        const shop = (await repo.shop(tx, room.merchantId)) ?? fail('NotFound');
        if (shop.type !== MerchantType.Hotel) fail('ParameterError', { field: 'pid' });
        const before = await repo.lastNight(tx, room.id);
        const added = await repo.addNights(tx, {
          productId: room.id,
          merchantId: room.merchantId,
          from: body.from,
          to: body.to,
          rooms: body.rooms,
          price: body.price,
          weekendPrice: body.weekendPrice ?? body.price,
        });
        const lastNight = await repo.lastNight(tx, room.id);
        const span = Math.round((Date.parse(body.to) - Date.parse(body.from)) / 86_400_000) + 1;
        await audit(tx, 'hotel.nights', `product:${room.id}`, {
          merchantId: room.merchantId,
          before: { lastNight: before },
          after: {
            lastNight,
            added,
            from: body.from,
            to: body.to,
            rooms: body.rooms,
            price: body.price,
            weekendPrice: body.weekendPrice ?? body.price,
            unit: shop.currency,
          },
        });
        return { pid: String(room.id), added, kept: span - added, lastNight };
      });
      await deps.invalidate();
      return result;
    },

    async setHours(op: AuthOperator, body: ParsedRequestOf<typeof adminShopHours>, audit: AuditWriter) {
      const id = shopOf(op, body.mid);
      const result = await inTransaction(db, async (tx) => {
        const current = (await repo.lockShop(tx, id)) ?? fail('NotFound');
        const updated = await repo.setHours(tx, id, { openingHours: body.openingHours, paused: body.paused });
        await audit(tx, 'shop.hours', `merchant:${id}`, {
          before: { openingHours: current.openingHours, paused: current.paused },
          after: { openingHours: updated.openingHours, paused: updated.paused },
        });
        return toShop(updated);
      });
      await deps.invalidate();
      return result;
    },

    async earnings(
      op: AuthOperator,
      body: { mid?: string; kind: 'earnings' | 'payouts'; page: number; pageSize: number },
    ) {
      const id = shopOf(op, body.mid);
      if (!(await repo.shop(db, id))) fail('NotFound');
      // Payouts: each amount held for one (type 2) and each returned by a rejection or failed transfer (type 3).
      const types =
        body.kind === 'payouts'
          ? [TransactionType.Withdrawal, TransactionType.WithdrawalFailed]
          : [TransactionType.OrderCompletedCredited];
      const [balances, page] = await Promise.all([
        repo.balances(db, id),
        repo.entries(db, id, types, { offset: (body.page - 1) * body.pageSize, limit: body.pageSize }),
      ]);
      return {
        balances,
        total: page.total,
        list: page.rows.map((r) => ({
          journalId: String(r.journalId),
          type: r.type,
          oid: r.orderId === null ? null : String(r.orderId),
          unit: r.unit,
          amount: r.amount,
          balanceAfter: r.balanceAfter,
          memo: r.memo,
          at: r.at.toISOString(),
        })),
      };
    },
  };
}
