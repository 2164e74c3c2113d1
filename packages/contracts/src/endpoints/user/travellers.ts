import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { checkDocument, passengerFields } from '../order/shared';

/** A saved traveller: the owner's own record, shown in full to them only. */
export const travellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  idExpiry: z.string().nullable(),
  phone: z.string(),
});
export type Traveller = z.infer<typeof travellerSchema>;

/** How many travellers one user may keep. */
export const TRAVELLERS_MAX = 20;

export const getTravellers = defineEndpoint({
  path: '/user/GetTravellers',
  method: 'POST',
  auth: true,
  addition: true,
  summary: "The caller's saved travellers (frequent passengers and guests), most recently used first",
  request: z.object({}),
  response: z.object({ list: z.array(travellerSchema) }),
});

export const saveTraveller = defineEndpoint({
  path: '/user/SaveTraveller',
  method: 'POST',
  auth: true,
  addition: true,
  summary: "Add a traveller, or update one of the caller's own (with `id`); the same document is kept once",
  request: passengerFields.extend({ id: id.optional() }).superRefine(checkDocument),
  response: travellerSchema,
});

export const deleteTraveller = defineEndpoint({
  path: '/user/DeleteTraveller',
  method: 'POST',
  auth: true,
  addition: true,
  summary: "Delete one of the caller's saved travellers",
  request: z.object({ id }),
  response: z.null(),
});
