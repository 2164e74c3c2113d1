import type { adminAppVersionSave, adminBannerSave, ParsedRequestOf, ResponseOf } from '@wayfare/contracts';
import type { Db } from '../../db/client';
import type { appVersions, banners } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { filledLocales } from '../../lib/locale';
import { versionCode } from './config.service';
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

type VersionRow = typeof appVersions.$inferSelect;
const toVersion = (v: VersionRow): ResponseOf<typeof adminAppVersionSave> => ({
  id: String(v.id),
  version: v.version,
  code: v.code,
  platform: v.platform as ResponseOf<typeof adminAppVersionSave>['platform'],
  url: v.url,
  notes: v.notes,
  force: v.force,
  createdAt: v.createdAt.toISOString(),
});
const auditedVersion = (v: VersionRow) => ({ version: v.version, platform: v.platform, url: v.url, force: v.force });

/**
 * The app's content from the back office: home banners in five locales, shown or hidden (never deleted), and
 * the app releases `/AppUpdate` offers. Every
 * change is audited with before and after and forgets the cached home on every instance.
 */
export function createContentService(deps: { db: Db; invalidate: () => Promise<void> }) {
  const { db } = deps;
  return {
    async banners() {
      return { list: (await repo.allBanners(db)).map(toBanner) };
    },

    async versions() {
      return { list: (await repo.versions(db)).map(toVersion) };
    },

    /** Releases a version (once per platform) or edits a release's link, notes and force. */
    async saveVersion(body: ParsedRequestOf<typeof adminAppVersionSave>, audit: AuditWriter) {
      const notes = filledLocales(body.notes);
      const row = await inTransaction(db, async (tx) => {
        if (body.id === undefined) {
          const code = versionCode(body.version) ?? fail('ParameterError', { field: 'version' });
          const created =
            (await repo.insertVersion(tx, {
              version: body.version,
              code,
              platform: body.platform,
              url: body.url,
              notes,
              force: body.force,
            })) ?? fail('InvalidState');
          await audit(tx, 'app.release', `app_version:${created.id}`, { before: null, after: auditedVersion(created) });
          return created;
        }
        const current = (await repo.lockVersion(tx, rowId(body.id))) ?? fail('NotFound');
        if (current.version !== body.version || current.platform !== body.platform) fail('InvalidState');
        const updated = await repo.updateVersion(tx, current.id, { url: body.url, notes, force: body.force });
        await audit(tx, 'app.release_edit', `app_version:${current.id}`, {
          before: auditedVersion(current),
          after: auditedVersion(updated),
        });
        return updated;
      });
      return toVersion(row);
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
