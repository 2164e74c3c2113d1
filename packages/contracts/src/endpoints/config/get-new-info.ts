import { defineEndpoint } from '../../endpoint';
import { articleSchema, idBody } from './shared';

export const getNewInfo = defineEndpoint({
  path: '/config/GetNewInfo',
  method: 'POST',
  auth: false,
  summary: 'One news item with its HTML content',
  request: idBody,
  response: articleSchema,
});
