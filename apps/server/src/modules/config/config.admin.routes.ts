import {
  adminAppVersionList,
  adminAppVersionSave,
  adminBannerList,
  adminBannerSave,
  adminBonusRuleList,
  adminBonusRuleSave,
  adminChannelCreate,
  adminChannelList,
  adminChannelSave,
  adminCountryList,
  adminCountrySave,
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
 * The app's content and configuration from the back office: home banners, help articles and protocol pages
 * in five locales, app releases (content and admin); top-up and withdrawal channels (opened, bounds, fees),
 * top-up bonus rules, countries and indicative exchange rates (finance and admin).
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
  defineAdminRoute(app, adminChannelCreate, async ({ body, audit }) => money.createChannel(body, audit));
  defineAdminRoute(app, adminBonusRuleList, async () => money.bonusRules());
  defineAdminRoute(app, adminBonusRuleSave, async ({ body, audit }) => money.saveBonusRule(body, audit));
  defineAdminRoute(app, adminCountryList, async () => money.countries());
  defineAdminRoute(app, adminCountrySave, async ({ body, audit }) => money.saveCountry(body, audit));
  defineAdminRoute(app, adminRateList, async () => money.rates());
  defineAdminRoute(app, adminRateSave, async ({ body, audit }) => money.saveRate(body, audit));
}
