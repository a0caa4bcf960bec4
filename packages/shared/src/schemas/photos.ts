import { z } from 'zod';

/** A photo may be at most 15 MB as uploaded (API.md); the server keeps re-encoded copies only. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_CAPTION_MAX = 500;
/** What the picker offers; the server judges the type by the bytes, not by these. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export const photoSizeSchema = z.enum(['thumb', 'display']);
export type PhotoSize = z.infer<typeof photoSizeSchema>;
export const photoQuerySchema = z.object({ size: photoSizeSchema.default('display') });

export const photoSchema = z.object({
  _id: z.string(),
  tripId: z.string(),
  caption: z.string(),
  /** The display copy's size in pixels, orientation applied. */
  width: z.number().int(),
  height: z.number().int(),
  /** Who added it; null once their account is gone. */
  addedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** Like every PUT, partial: what is left out stays as it is. */
export const photoUpdateSchema = z
  .object({
    caption: z.string().trim().max(PHOTO_CAPTION_MAX, { error: 'validation.tooLong' }).optional(),
  })
  .strict();
export type PhotoUpdate = z.input<typeof photoUpdateSchema>;
