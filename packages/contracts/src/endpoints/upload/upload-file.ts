import { z } from 'zod';
import { id } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { UploadPurposes } from '../../enums';

/**
 * multipart/form-data, not JSON: one part `file` (the bytes) plus text parts with the fields below
 * (and `token` when not sent as a Bearer header). The server checks the type by content (avatar and
 * review: png/jpeg/webp/gif; chat: also common documents), the size against `/config/info`
 * (`uploadMaxMb`, `chatFileMaxMb`), stores it under DATA_DIR and answers the path to use in
 * `/user/SetHead`, `/product/Evaluate` imgs, or a chat message.
 */
export const uploadFile = defineEndpoint({
  path: '/upload/File',
  method: 'POST',
  auth: true,
  addition: true,
  summary: 'Upload an image or file (multipart); answers its path under /uploads',
  request: z.object({
    purpose: z.enum(UploadPurposes),
    /** For chat uploads: the conversation it is for (membership and mute are checked). */
    chatGroup_id: id.optional(),
  }),
  response: z.object({
    url: z.string(),
    name: z.string(),
    size: z.number().int(),
    mime: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
});
