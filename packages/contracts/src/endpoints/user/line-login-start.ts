import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { Locales } from '../../enums';

/**
 * LINE Login v2.1 needs `state`, `nonce` and a PKCE verifier that the server keeps, so the browser asks
 * the server for the authorize URL. LINE redirects back to `/pages/thrid_login/thrid_login?code=&state=`,
 * and the page posts both to `/user/OutAccountLogin`.
 */
export const lineLoginStart = defineEndpoint({
  path: '/user/LineLoginStart',
  method: 'POST',
  auth: false,
  addition: true,
  summary: 'Start a LINE login: authorize URL with server-held state, nonce and PKCE',
  request: z.object({ locale: z.enum(Locales).optional() }),
  response: z.object({ url: z.string(), state: z.string(), expiresIn: z.number().int() }),
});
