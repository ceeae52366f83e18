// Image rules shared by the composer, the API and the tests (docs/features/images.md).
import { z } from "zod";

export const MEDIA_LIMITS = {
  /** Bytes in one image file. */
  fileBytes: 5 * 1024 * 1024,
  /** Images on one post or reply. */
  perPost: 4,
  /** Characters in an image's description. */
  alt: 1500,
} as const;

/** Where a composer posts an image (app/routes/media.new.ts), and the form's intent. */
export const UPLOAD_PATH = "/media/new";
export const UPLOAD_INTENT = "upload-image";

/** An image's element on a post's page, where focus goes after its description is saved. */
export const imageElementId = (id: number) => `image-${id}`;

/** What the file picker offers; the server decides by the bytes, not by this. */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

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
