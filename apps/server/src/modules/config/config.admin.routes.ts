import { adminAppVersionList, adminAppVersionSave, adminBannerList, adminBannerSave } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { createContentService } from './content.service';

/** The app's content from the back office (content and admin): home banners in five locales, app releases. */
export async function configAdminRoutes(app: FastifyInstance) {
  const service = createContentService({ db: app.db, invalidate: () => app.readCache.invalidate() });
  defineAdminRoute(app, adminBannerList, async () => service.banners());
  defineAdminRoute(app, adminBannerSave, async ({ body, audit }) => service.saveBanner(body, audit));
  defineAdminRoute(app, adminAppVersionList, async () => service.versions());
  defineAdminRoute(app, adminAppVersionSave, async ({ body, audit }) => service.saveVersion(body, audit));
}
