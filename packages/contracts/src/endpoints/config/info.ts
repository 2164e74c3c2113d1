import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';

export const languageSchema = z.object({
  name: z.string(),
  code: z.string(),
  googleCode: z.string(),
  country: z.string(),
  img: z.string(),
});

export const info = defineEndpoint({
  path: '/config/info',
  method: 'POST',
  auth: false,
  summary: 'App configuration the client needs at start (limits, languages, public service settings)',
  request: z.object({}).loose(),
  response: z.object({
    appName: z.string(),
    version: z.string(),
    versionCode: z.number().int(),
    pageMaxWidth: z.number().int(),
    languages: z.array(languageSchema),
    cartMaxItems: z.number().int(),
    chatFileMaxMb: z.number().int(),
    uploadMaxMb: z.number().int(),
    reviewMaxImages: z.number().int(),
    payOnBehalfMinutes: z.number().int(),
    orderPayMinutes: z.number().int(),
    mapTileUrl: z.string(),
    telegramBotName: z.string().nullable(),
    lineLoginEnabled: z.boolean(),
    paypalEnabled: z.boolean(),
    demoMode: z.boolean(),
  }),
});
