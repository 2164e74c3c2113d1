import { reverseGeocode, searchPlaces } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { createMapsProvider, type MapsProvider } from '../../integrations/maps';
import { defineRoute } from '../../lib/route';
import { createMapService } from './map.service';

/** `/map/ReverseGeocode` and `/map/SearchPlaces`: the provider is called from here, never from the browser. */
export async function mapRoutes(app: FastifyInstance, opts: { maps?: MapsProvider | null } = {}) {
  const maps = opts.maps !== undefined ? opts.maps : createMapsProvider(app.config);
  const service = createMapService({ db: app.db, maps, log: app.log });

  // Every provider call is billed: a person dragging a pin or typing stays far below this.
  const rateLimit = { max: 60, timeWindow: 60_000 };
  defineRoute(
    app,
    reverseGeocode,
    async ({ body, user }) => service.reverseGeocode(user.id, body.latitude, body.longitude, body.language),
    { rateLimit },
  );
  defineRoute(app, searchPlaces, async ({ body }) => service.searchPlaces(body), { rateLimit });
}
