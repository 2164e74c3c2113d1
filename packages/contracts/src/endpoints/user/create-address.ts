import { defineEndpoint } from '../../endpoint';
import { addressInput, addressSchema } from './shared';

export const createAddress = defineEndpoint({
  path: '/user/CreateAddress',
  method: 'POST',
  auth: true,
  summary: 'Save a delivery address (a new default clears the old one)',
  request: addressInput,
  response: addressSchema,
});
