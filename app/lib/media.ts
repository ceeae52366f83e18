// Image rules shared by the composer, the API and the tests (docs/features/images.md).
import { z } from "zod";
import { MEDIA_LIMITS } from "./media-limits";
import { ADS_TEXTS } from "./texts/ads";

// The numbers and names alone, for pages that must not load zod.
export { ACCEPTED_IMAGE_TYPES, imageElementId, MEDIA_LIMITS, UPLOAD_INTENT, UPLOAD_PATH } from "./media-limits";

/** An image description: trimmed, and empty means none. */
export const altField = z
  .string()
  .max(MEDIA_LIMITS.alt, `An image description must be at most ${MEDIA_LIMITS.alt.toLocaleString("en-AU")} characters`)
  .nullable()
  .optional()
  .transform((value) => value?.trim() || null);

export const updateMediaSchema = z.object({ alt: altField }).strict();

/** A post's or reply's images: ids of the author's own unattached uploads, in order. */
export const mediaIdsField = z
  .array(z.number().int().positive())
  .max(MEDIA_LIMITS.perPost, `A post can have at most ${MEDIA_LIMITS.perPost} images`)
  .refine((ids) => new Set(ids).size === ids.length, "Each image can be added once")
  .optional()
  .default([]);

/** An ad creative's image description: required with an image, since an ad is shown to everyone. */
export const creativeAltField = z
  .string()
  .trim()
  .min(1, ADS_TEXTS.creativeImageAltRequired)
  .max(MEDIA_LIMITS.alt, `An image description must be at most ${MEDIA_LIMITS.alt.toLocaleString("en-AU")} characters`);
