import { defineEndpoint } from '../../endpoint';
import { bankAccountSchema, bankInput } from './shared';

/** `account` identifies the payment account; to change the account number itself, delete and add. */
export const updateBank = defineEndpoint({
  path: '/user/UpdateBank',
  method: 'POST',
  auth: true,
  summary: 'Update a saved payment account (refused when it does not exist)',
  request: bankInput,
  response: bankAccountSchema,
});
