import { getAirlineTicketInfo, getAirlineTickets, getAirports, getFlightDates } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { createProductService } from '../product/product.service';
import { createFlightService } from './flight.service';

/** The open flight calls: search, one flight with its policy, the date strip and the airport picker. */
export async function flightRoutes(app: FastifyInstance) {
  const products = createProductService(app.db);
  const service = createFlightService({ db: app.db, referenceRates: products.referenceRates });

  defineRoute(app, getAirlineTickets, async ({ body, user, locale }) => service.search(body, user, locale));
  defineRoute(app, getAirlineTicketInfo, async ({ body, locale }) => service.info(body, locale));
  defineRoute(app, getFlightDates, async ({ body }) => service.dates(body));
  defineRoute(app, getAirports, async ({ body, locale }) => service.airports(body, locale));
}
