import { z } from 'zod';
import { isoCountry } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { SexOptions } from '../../enums';
import { birthdayInput, infosSchema, userInfoSchema } from './shared';

/** Every field optional: only those present change. */
export const userSaveInfos = defineEndpoint({
  path: '/user/UserSaveInfos',
  method: 'POST',
  auth: true,
  summary: 'Save profile fields: name, infos (education...), sex, birthday, country',
  request: z.object({
    name: z.string().trim().min(1).max(64).optional(),
    infos: infosSchema.optional(),
    sex: z.enum(SexOptions).optional(),
    birthday: birthdayInput.optional(),
    countryCode: isoCountry.optional(),
  }),
  response: userInfoSchema,
});
