import { deleteTraveller, getTravellers, saveTraveller } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { createTravellerService } from './traveller.service';

/** `/user/GetTravellers`, `/user/SaveTraveller`, `/user/DeleteTraveller`: the caller's own travellers only. */
export async function travellerRoutes(app: FastifyInstance) {
  const service = createTravellerService(app.db);

  defineRoute(app, getTravellers, async ({ user }) => service.list(user.id));
  defineRoute(app, saveTraveller, async ({ body, user }) => service.save(user.id, body));
  defineRoute(app, deleteTraveller, async ({ body, user }) => {
    await service.remove(user.id, body.id);
    return null;
  });
}
