// The image limits as plain numbers, for the pages' file fields (docs/features/images.md); the
// zod schemas that enforce them are in ./media.ts, which pages that only show a field need not load.
export const MEDIA_LIMITS = {
  /** Bytes in one image file. */
  fileBytes: 5 * 1024 * 1024,
  /** Images on one post or reply. */
  perPost: 4,
  /** Characters in an image's description. */
  alt: 1500,
} as const;

/** What the file picker offers; the server decides by the bytes, not by this. */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

/** Where a composer posts an image (app/routes/media.new.ts), and the form's intent. */
export const UPLOAD_PATH = "/media/new";
export const UPLOAD_INTENT = "upload-image";

/** An image's element on a post's page, where focus goes after its description is saved. */
export const imageElementId = (id: number) => `image-${id}`;
