import { paged, pageQuery } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { articleSummarySchema } from './shared';

export const getHelpList = defineEndpoint({
  path: '/config/GetHelpList',
  method: 'POST',
  auth: false,
  summary: 'Help articles in display order, paged',
  request: pageQuery.partial().default({}),
  response: paged(articleSummarySchema),
});
