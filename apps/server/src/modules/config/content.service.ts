import type { adminBannerSave, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import type { banners } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { filledLocales } from '../../lib/locale';
import { contentRepository as repo } from './content.repository';

type BannerRow = typeof banners.$inferSelect;
const toBanner = (b: BannerRow): ResponseOf<typeof adminBannerSave> => ({
  id: String(b.id),
  image: b.image,
  title: b.title,
  link: b.link,
  sort: b.sort,
  enabled: b.enabled,
});
const audited = (b: BannerRow) => ({ image: b.image, title: b.title, link: b.link, sort: b.sort, enabled: b.enabled });

/**
 * The home's content from the back office: banners in five locales, shown or hidden (never deleted). Every
 * change is audited with before and after and forgets the cached home on every instance.
 */
export function createContentService(deps: { db: Db; invalidate: () => Promise<void> }) {
  const { db } = deps;
  return {
    async banners() {
      return { list: (await repo.allBanners(db)).map(toBanner) };
    },

    async saveBanner(body: ParsedRequestOf<typeof adminBannerSave>, audit: AuditWriter) {
      const values = {
        image: body.image,
        title: filledLocales(body.title),
        link: body.link,
        sort: body.sort,
        enabled: body.enabled,
      };
      const row = await inTransaction(db, async (tx) => {
        if (body.id === undefined) {
          const created = await repo.insertBanner(tx, values);
          await audit(tx, 'banner.create', `banner:${created.id}`, { before: null, after: audited(created) });
          return created;
        }
        const current = (await repo.lockBanner(tx, rowId(body.id))) ?? fail('NotFound');
        const updated = await repo.updateBanner(tx, current.id, values);
        await audit(tx, 'banner.edit', `banner:${current.id}`, { before: audited(current), after: audited(updated) });
        return updated;
      });
      await deps.invalidate();
      return toBanner(row);
    },
  };
}
