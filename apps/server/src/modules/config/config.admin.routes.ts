import { adminBannerList, adminBannerSave } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { createContentService } from './content.service';

/** The home's content from the back office (content and admin): banners in five locales. */
export async function configAdminRoutes(app: FastifyInstance) {
  const service = createContentService({ db: app.db, invalidate: () => app.readCache.invalidate() });
  defineAdminRoute(app, adminBannerList, async () => service.banners());
  defineAdminRoute(app, adminBannerSave, async ({ body, audit }) => service.saveBanner(body, audit));
}
