import { createAddress, deleteAddress, updateAddress } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { createAddressService } from './address.service';

/** `/user/CreateAddress`, `/user/UpdateAddress`, `/user/DeleteAddress`: the caller's own addresses only. */
export async function addressRoutes(app: FastifyInstance) {
  const service = createAddressService(app.db);

  defineRoute(app, createAddress, async ({ body, user }) => service.create(user.id, body));
  defineRoute(app, updateAddress, async ({ body, user }) => service.update(user.id, body.id, body));
  defineRoute(app, deleteAddress, async ({ body, user }) => {
    await service.remove(user.id, body.id);
    return null;
  });
}
