import type {
  adminAppVersionSave,
  adminBannerSave,
  adminHelpSave,
  adminProtocolSave,
  ParsedRequestOf,
  ResponseOf,
} from '@wayfare/contracts';
import type { Db } from '../../db/client';
import type { appVersions, banners, helpArticles, protocols } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { AuditWriter } from '../../lib/admin-route';
import { fail } from '../../lib/app-error';
import { rowId } from '../../lib/ids';
import { filledLocales, mapLocales } from '../../lib/locale';
import { htmlRichText, richTextHtml } from '../backoffice/news.rules';
import { checkOperatorImage } from '../upload/platform-image';
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

type HelpRow = typeof helpArticles.$inferSelect;
const toHelp = (h: HelpRow): ResponseOf<typeof adminHelpSave> => ({
  id: String(h.id),
  title: h.title,
  body: mapLocales(h.content, htmlRichText),
  sort: h.sort,
  hidden: h.hidden,
});
const auditedHelp = (h: HelpRow) => ({ title: h.title, content: h.content, sort: h.sort, hidden: h.hidden });

type ProtocolRow = typeof protocols.$inferSelect;
const toProtocol = (p: ProtocolRow): ResponseOf<typeof adminProtocolSave> => ({
  key: p.key,
  title: p.title,
  body: mapLocales(p.content, htmlRichText),
  updatedAt: p.updatedAt.toISOString(),
});
const auditedProtocol = (p: ProtocolRow) => ({ title: p.title, content: p.content });

/**
 * The app's content from the back office: home banners and help articles in five locales, shown or hidden
 * (never deleted), the protocol pages, and the app releases `/AppUpdate` offers. Every
 * change is audited with before and after; banner changes forget the cached home on every instance.
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
        const current =
          body.id === undefined ? null : ((await repo.lockBanner(tx, rowId(body.id))) ?? fail('NotFound'));
        await checkOperatorImage(tx, body.image, { field: 'image', current: current?.image });
        if (current === null) {
          const created = await repo.insertBanner(tx, values);
          await audit(tx, 'banner.create', `banner:${created.id}`, { before: null, after: audited(created) });
          return created;
        }
        const updated = await repo.updateBanner(tx, current.id, values);
        await audit(tx, 'banner.edit', `banner:${current.id}`, { before: audited(current), after: audited(updated) });
        return updated;
      });
      await deps.invalidate();
      return toBanner(row);
    },

    async helpArticles() {
      return { list: (await repo.helpArticles(db)).map(toHelp) };
    },

    /** Adds or edits a help article; hiding takes it out of the app's help centre (the row stays). */
    async saveHelp(body: ParsedRequestOf<typeof adminHelpSave>, audit: AuditWriter) {
      const values = {
        title: filledLocales(body.title),
        content: filledLocales(mapLocales(body.body, richTextHtml)),
        sort: body.sort,
        hidden: body.hidden,
      };
      const row = await inTransaction(db, async (tx) => {
        if (body.id === undefined) {
          const created = await repo.insertHelp(tx, values);
          await audit(tx, 'help.create', `help:${created.id}`, { before: null, after: auditedHelp(created) });
          return created;
        }
        const current = (await repo.lockHelp(tx, rowId(body.id))) ?? fail('NotFound');
        const updated = await repo.updateHelp(tx, current.id, values);
        await audit(tx, 'help.edit', `help:${current.id}`, {
          before: auditedHelp(current),
          after: auditedHelp(updated),
        });
        return updated;
      });
      // Help and protocol pages are read fresh by the app (not in the read cache): nothing to forget.
      return toHelp(row);
    },

    async protocols() {
      return { list: (await repo.protocols(db)).map(toProtocol) };
    },

    /** Edits a protocol page the app links by key (an unknown key is refused: the app would never open it). */
    async saveProtocol(body: ParsedRequestOf<typeof adminProtocolSave>, audit: AuditWriter) {
      const row = await inTransaction(db, async (tx) => {
        const current = (await repo.lockProtocol(tx, body.key)) ?? fail('NotFound');
        const updated = await repo.updateProtocol(tx, current.key, {
          title: filledLocales(body.title),
          content: filledLocales(mapLocales(body.body, richTextHtml)),
          updatedAt: new Date(),
        });
        await audit(tx, 'protocol.edit', `protocol:${current.key}`, {
          before: auditedProtocol(current),
          after: auditedProtocol(updated),
        });
        return updated;
      });
      return toProtocol(row);
    },
  };
}
