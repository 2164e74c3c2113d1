import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';

export const deleteAddress = defineEndpoint({
  path: '/user/DeleteAddress',
  method: 'POST',
  auth: true,
  summary: "Delete one of the caller's addresses (orders keep their snapshot)",
  request: z.object({ id }),
  response: z.null(),
});
