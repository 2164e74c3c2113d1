import { adminFareSave, adminFlightList } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../../lib/admin-route';
import { createFlightAdminService } from './flight.admin.service';

/** Flights and seats in the back office (roles: each contract). */
export async function flightAdminRoutes(app: FastifyInstance) {
  const service = createFlightAdminService(app.db);
  defineAdminRoute(app, adminFlightList, async ({ body }) => service.flights(body));
  defineAdminRoute(app, adminFareSave, async ({ body, audit }) => service.saveFare(body, audit));
}
