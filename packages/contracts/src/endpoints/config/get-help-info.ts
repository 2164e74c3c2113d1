import { defineEndpoint } from '../../endpoint';
import { articleSchema, idBody } from './shared';

export const getHelpInfo = defineEndpoint({
  path: '/config/GetHelpInfo',
  method: 'POST',
  auth: false,
  summary: 'One help article with its HTML content',
  request: idBody,
  response: articleSchema,
});
