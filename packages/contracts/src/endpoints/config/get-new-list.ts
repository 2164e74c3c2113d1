import { paged, pageQuery } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { articleSummarySchema } from './shared';

export const getNewList = defineEndpoint({
  path: '/config/GetNewList',
  method: 'POST',
  auth: false,
  summary: 'News, newest first, paged',
  request: pageQuery.partial().default({}),
  response: paged(articleSummarySchema),
});
