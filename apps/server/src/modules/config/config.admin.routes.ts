import {
  adminAppVersionList,
  adminAppVersionSave,
  adminBannerList,
  adminBannerSave,
  adminChannelList,
  adminChannelSave,
  adminHelpList,
  adminHelpSave,
  adminProtocolList,
  adminProtocolSave,
  adminRateList,
  adminRateSave,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { createContentService } from './content.service';
import { createMoneyConfigService } from './money-config.service';

/**
 * The app's content and configuration from the back office (content and admin): home banners, help articles
 * and protocol pages in five locales, app releases, top-up and withdrawal channels' bounds and fees,
 * indicative exchange rates.
 */
export async function configAdminRoutes(app: FastifyInstance) {
  const service = createContentService({ db: app.db, invalidate: () => app.readCache.invalidate() });
  defineAdminRoute(app, adminBannerList, async () => service.banners());
  defineAdminRoute(app, adminBannerSave, async ({ body, audit }) => service.saveBanner(body, audit));
  defineAdminRoute(app, adminHelpList, async () => service.helpArticles());
  defineAdminRoute(app, adminHelpSave, async ({ body, audit }) => service.saveHelp(body, audit));
  defineAdminRoute(app, adminProtocolList, async () => service.protocols());
  defineAdminRoute(app, adminProtocolSave, async ({ body, audit }) => service.saveProtocol(body, audit));
  defineAdminRoute(app, adminAppVersionList, async () => service.versions());
  defineAdminRoute(app, adminAppVersionSave, async ({ body, audit }) => service.saveVersion(body, audit));

  const money = createMoneyConfigService({ db: app.db, invalidate: () => app.readCache.invalidate() });
  defineAdminRoute(app, adminChannelList, async () => money.channels());
  defineAdminRoute(app, adminChannelSave, async ({ body, audit }) => money.saveChannel(body, audit));
  defineAdminRoute(app, adminRateList, async () => money.rates());
  defineAdminRoute(app, adminRateSave, async ({ body, audit }) => money.saveRate(body, audit));
}
