import {
  appUpdate,
  envelope,
  getCountry,
  getHelpInfo,
  getHelpList,
  getHomeConfig,
  getNewInfo,
  getNewList,
  getProtocol,
  info,
  ok,
} from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/app-error';
import { securityOf } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { createConfigService } from './config.service';

export async function configRoutes(app: FastifyInstance) {
  const service = createConfigService(app.db, app.config);
  app.readCache.onInvalidate(service.forget);

  // Every app start calls these two: their finished answers are kept per language (home: for readers
  // not signed in who name no delivery point) until an operator changes the data (app.readCache.invalidate()
  // on any instance). Home also expires after 30 s: merchants open and close by the clock.
  defineRoute(app, getCountry, async ({ locale }) => service.countries(locale), {
    cache: { key: ({ locale }) => locale, ttlMs: 10 * 60_000 },
  });
  defineRoute(
    app,
    getHomeConfig,
    async ({ body, locale, user }) =>
      service.home({ locale, countryCode: user?.countryCode ?? null }, user?.id ?? null, body),
    {
      // A signed-in reader or a named delivery point gets recommendations from that point: built per call.
      cache: {
        key: ({ locale, user, body }) =>
          user || body.addressId !== undefined || body.latitude !== undefined ? null : locale,
        ttlMs: 30_000,
      },
    },
  );
  defineRoute(app, info, async () => service.info());
  defineRoute(app, getProtocol, async ({ body, locale }) => service.protocol(body.key, locale));
  defineRoute(app, getNewList, async ({ body, locale, user }) =>
    service.newsList(body.page ?? 1, body.limt ?? 20, { locale, countryCode: user?.countryCode ?? null }),
  );
  defineRoute(app, getNewInfo, async ({ body, locale, user }) =>
    service.newsInfo(body._id, { locale, countryCode: user?.countryCode ?? null }),
  );
  defineRoute(app, getHelpList, async ({ body, locale, user }) =>
    service.helpList(body.page ?? 1, body.limt ?? 20, { locale, countryCode: user?.countryCode ?? null }),
  );
  defineRoute(app, getHelpInfo, async ({ body, locale, user }) =>
    service.helpInfo(body._id, { locale, countryCode: user?.countryCode ?? null }),
  );

  // The spec lists AppUpdate beside the API calls with its fields in the query string; old clients call it
  // both at the API base and at the root.
  for (const url of ['/api/AppUpdate', '/AppUpdate']) {
    const schema = {
      hide: url === '/AppUpdate',
      querystring: appUpdate.request,
      response: { 200: envelope(appUpdate.response) },
      summary: appUpdate.summary,
      security: securityOf('public'),
      tags: ['config'],
    };
    app.post(url, { schema }, async (req) => {
      const input = appUpdate.request.safeParse({ ...(req.body as object), ...(req.query as object) });
      if (!input.success) fail('ParameterError');
      const { version, type } = input.data ?? {};
      const data = await service.appUpdate(version, type, req.locale);
      return ok(data);
    });
  }
}
