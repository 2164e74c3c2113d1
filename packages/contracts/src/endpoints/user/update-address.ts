import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { addressInput, addressSchema } from './shared';

export const updateAddress = defineEndpoint({
  path: '/user/UpdateAddress',
  method: 'POST',
  auth: true,
  summary: "Replace one of the caller's addresses",
  request: addressInput.extend({ id }),
  response: addressSchema,
});
