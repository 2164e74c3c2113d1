import { defineEndpoint } from '../../endpoint';
import { bankAccountSchema, bankInput } from './shared';

export const addBank = defineEndpoint({
  path: '/user/AddBank',
  method: 'POST',
  auth: true,
  summary: 'Add a payment account for withdrawals (refused when `account` already exists)',
  request: bankInput,
  response: bankAccountSchema,
});
