import { ErrorCode, type OperatorRole } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw';
import { multipartBody, PNG_1X1 } from './accounts-fixtures';
import { createFoodMerchant } from './food-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { createUser, ensureWalletWorld, operatorToken } from './wallet-fixtures';

/**
 * Operators' images (catalogue and home): multipart, checked by bytes and size on the server, stored and served
 * publicly under /uploads/catalog/, recorded with the operator (and a merchant operator's shop) and audited.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: '0', UPLOAD_LIMIT_MB: '1' } });
  await ensureWalletWorld(t.database);
});
afterAll(async () => {
  await t?.close();
});

type Answer = {
  http: number;
  status: number;
  data?: { url: string; mime: string; size: number; width: number | null };
};
const upload = async (token: string, file: Buffer, filename = 'photo.png', contentType = 'image/png') => {
  const form = multipartBody([{ name: 'file', file, filename, contentType }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/ImageUpload',
    payload: form.payload,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { http: res.statusCode, ...(res.json() as Omit<Answer, 'http'>) } as Answer;
};

describe('operator image upload', () => {
  it('stores a PNG for content, serves it publicly, records and audits it; the save calls accept its path', async () => {
    const content = await operatorToken(t, 'content');
    const res = await upload(content.token, PNG_1X1);
    expect(res.status, JSON.stringify(res)).toBe(0);
    expect(res.data).toMatchObject({ mime: 'image/png', size: PNG_1X1.length, width: 1, height: 1 });
    expect(res.data!.url).toMatch(/^\/uploads\/catalog\/[A-Za-z0-9_-]+\.png$/);

    const served = await t.app.inject({ method: 'GET', url: res.data!.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);

    const [row] = await rawQuery(
      t.database.db,
      // Ids as text: node-postgres and PGlite map bigint columns differently.
      'select operator_id::text as operator_id, merchant_id from operator_uploads where path = $1',
      [res.data!.url],
    );
    expect(row).toMatchObject({ operator_id: String(content.id), merchant_id: null });
    const audits = await rawQuery(t.database.db, 'select action, operator_id, data from audit_log where target = $1', [
      `image:${res.data!.url}`,
    ]);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'image.upload', data: { before: null, after: { url: res.data!.url } } });

    const banner = await t.call(
      '/admin/BannerSave',
      { image: res.data!.url, title: { en: 'Fresh' } },
      { token: content.token },
    );
    expect(banner.status).toBe(0);
  });

  it("records a merchant operator's upload with their shop", async () => {
    const shop = await createFoodMerchant(t.database);
    const merchant = await operatorToken(t, 'merchant', shop.id);
    const res = await upload(merchant.token, PNG_1X1);
    expect(res.status).toBe(0);
    const [row] = await rawQuery(t.database.db, 'select merchant_id from operator_uploads where path = $1', [
      res.data!.url,
    ]);
    expect(Number(row!.merchant_id)).toBe(shop.id);
  });

  it('refuses what is not an image by its bytes, what is too big, and an empty form; nothing is kept', async () => {
    const admin = await operatorToken(t, 'admin');
    const count = async () =>
      Number((await rawQuery(t.database.db, 'select count(*) as n from operator_uploads'))[0]!.n);
    const before = await count();
    const html = await upload(admin.token, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png');
    expect(html).toMatchObject({ status: ErrorCode.UploadFailed });
    const pdf = await upload(
      admin.token,
      Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n'),
      'x.pdf',
      'application/pdf',
    );
    expect(pdf.status).toBe(ErrorCode.UploadFailed);
    const big = await upload(admin.token, Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024 + 10)]));
    expect(big).toMatchObject({ http: 413, status: ErrorCode.UploadFailed });
    const json = await t.call('/admin/ImageUpload', {}, { token: admin.token });
    expect(json.status).toBe(ErrorCode.ParameterError);
    expect(await count()).toBe(before);
  });

  it('answers a login to anyone without an operator session and refuses finance and support', async () => {
    expect((await upload('', PNG_1X1)).status).toBe(ErrorCode.LoginExpired);
    const user = await createUser(t.database);
    expect((await upload(user.token, PNG_1X1)).status).toBe(ErrorCode.LoginExpired);
    for (const role of ['finance', 'support'] as OperatorRole[]) {
      const op = await operatorToken(t, role);
      expect((await upload(op.token, PNG_1X1)).status, role).toBe(ErrorCode.Forbidden);
    }
  });
});

describe("a merchant's product images", () => {
  it("takes the shop's own upload or a platform image, never another shop's or a user's upload", async () => {
    const shopA = await createFoodMerchant(t.database);
    const shopB = await createFoodMerchant(t.database);
    const a = await operatorToken(t, 'merchant', shopA.id);
    const b = await operatorToken(t, 'merchant', shopB.id);
    const mine = (await upload(a.token, PNG_1X1)).data!.url;
    const theirs = (await upload(b.token, PNG_1X1)).data!.url;
    const product = (image: string) => ({ name: { en: 'Pad thai' }, image, price: 9000 });

    const saved = await t.call<{ pid: string }>('/admin/ProductSave', product(mine), { token: a.token });
    expect(saved.status, JSON.stringify(saved)).toBe(0);
    expect(
      (await t.call('/admin/ProductSave', product('/assets/demo/news/wayfare-2.webp'), { token: a.token })).status,
    ).toBe(0);
    for (const image of [theirs, '/uploads/avatar/someone.png']) {
      const res = await t.call('/admin/ProductSave', product(image), { token: a.token });
      expect(res.status, image).toBe(ErrorCode.ImageNotAllowed);
    }
    // Editing a product that already shows the image keeps it; the content team may use any upload.
    const edit = await t.call('/admin/ProductSave', { ...product(mine), pid: saved.data.pid }, { token: a.token });
    expect(edit.status).toBe(0);
    const content = await operatorToken(t, 'content');
    const byContent = await t.call(
      '/admin/ProductSave',
      { ...product(theirs), mid: String(shopA.id) },
      {
        token: content.token,
      },
    );
    expect(byContent.status).toBe(0);
  });
});

describe('image fields of the catalogue and the home screen', () => {
  it('take a back-office upload or a platform image; refuse a user upload or a path that does not exist', async () => {
    const content = await operatorToken(t, 'content');
    const uploaded = (await upload(content.token, PNG_1X1)).data!.url;
    const shop = await createFoodMerchant(t.database);
    const merchant = {
      mType: 1,
      name: 'Image Test Kitchen',
      description: { en: 'Noodles' },
      category: 'noodles',
      city: 'Bangkok',
      countryCode: 'TH',
      address: 'Sukhumvit Road',
      latitude: 13.7299,
      longitude: 100.5681,
      logo: uploaded,
      cover: '/assets/demo/news/wayfare-2.webp',
      unit: 'THB',
      timezone: 'Asia/Bangkok',
      openingHours: [{ days: [0, 1, 2, 3, 4, 5, 6], open: 0, close: 1440 }],
      deliveryRadiusM: 3000,
      deliveryFee: 2500,
      minOrder: 10000,
    };
    const made = await t.call<{ mid: string }>('/admin/MerchantSave', merchant, { token: content.token });
    expect(made.status, JSON.stringify(made)).toBe(0);

    const refused = [
      '/uploads/avatar/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/uploads/review/AAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/uploads/catalog/not-uploaded-here.png',
      '/assets/demo/news/no-such-picture.svg',
    ];
    for (const image of refused) {
      for (const [field, body] of [
        ['logo', { ...merchant, mid: made.data.mid, logo: image }],
        ['cover', { ...merchant, cover: image }],
      ] as const) {
        const res = await t.call<unknown>('/admin/MerchantSave', body, {
          token: content.token,
          headers: { 'accept-language': 'th-TH' },
        });
        expect(res.status, `${field} ${image}`).toBe(ErrorCode.ImageNotAllowed);
        expect(res.msg).toBe('image_not_allowed');
        expect((res as { params?: { field?: string } }).params?.field).toBe(field);
      }
      const news = await t.call(
        '/admin/NewsSave',
        { cover: image, title: { en: 'Hello' }, summary: { en: 'Hi' }, body: { en: 'Text' } },
        { token: content.token },
      );
      expect(news.status, image).toBe(ErrorCode.ImageNotAllowed);
      const banner = await t.call(
        '/admin/BannerSave',
        { image, title: { en: 'Hello' }, link: '', sort: 0, enabled: true },
        { token: content.token },
      );
      expect(banner.status, image).toBe(ErrorCode.ImageNotAllowed);
      const product = await t.call(
        '/admin/ProductSave',
        { mid: String(shop.id), name: { en: 'Soup' }, image, price: 100 },
        { token: content.token },
      );
      expect(product.status, image).toBe(ErrorCode.ImageNotAllowed);
    }
    // Nothing refused was stored; the shop still shows the images it was saved with.
    const [row] = await rawQuery(t.database.db, 'select logo, cover from merchants where id = $1', [
      Number(made.data.mid),
    ]);
    expect(row).toEqual({ logo: uploaded, cover: '/assets/demo/news/wayfare-2.webp' });
    // A seeded shop keeps the images it has when edited (even ones no upload row names).
    await rawQuery(t.database.db, "update merchants set logo = '/uploads/catalog/legacy.png' where id = $1", [
      Number(made.data.mid),
    ]);
    const kept = await t.call(
      '/admin/MerchantSave',
      { ...merchant, mid: made.data.mid, logo: '/uploads/catalog/legacy.png' },
      {
        token: content.token,
      },
    );
    expect(kept.status, JSON.stringify(kept)).toBe(0);
    // News and banners take an upload.
    const news = await t.call(
      '/admin/NewsSave',
      { cover: uploaded, title: { en: 'Hello' }, summary: { en: 'Hi' }, body: { en: 'Text' } },
      { token: content.token },
    );
    expect(news.status, JSON.stringify(news)).toBe(0);
  });
});
