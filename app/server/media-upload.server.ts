// Reading an image upload: a multipart body with `file`, an optional `alt`, and for an animated
// GIF an optional `still` (its first frame, drawn by the browser). The body is capped while it
// streams, and each file is judged by its bytes (images.server.ts) before anything is stored.
import { z } from "zod";
import { AVATAR_SIZES } from "~/lib/avatar";
import { altField, MEDIA_LIMITS } from "~/lib/media";
import { jsonError } from "./http";
import { inspectImage, isImageProblem, type Inspected } from "./images.server";
import { readBodyBytes } from "./validate.server";

/** The file, the still frame and the multipart framing around them. */
export const MAX_UPLOAD_BODY_BYTES = MEDIA_LIMITS.fileBytes * 2 + 64 * 1024;
const TOO_LARGE = "An image can be at most 5 MB. Make it smaller and try again.";

export type ImageUpload = { file: Inspected; still: Inspected | null; alt: string | null };

const fields = z.object({ alt: altField });

export async function readImageUpload(request: Request): Promise<ImageUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    throw jsonError(415, "Send the image as multipart/form-data with the file in a field named file.");
  const body = await readBodyBytes(request, MAX_UPLOAD_BODY_BYTES, TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw jsonError(400, "The upload could not be read as multipart/form-data.");
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw jsonError(400, "Choose an image to upload.", [{ path: "file", message: "Choose an image to upload" }]);
  if (file.size > MEDIA_LIMITS.fileBytes) throw jsonError(413, TOO_LARGE);
  const alt = form.get("alt");
  const parsed = fields.safeParse({ alt: typeof alt === "string" ? alt : null });
  if (!parsed.success)
    throw jsonError(400, parsed.error.issues[0]?.message ?? "The description could not be read.", [
      { path: "alt", message: parsed.error.issues[0]?.message ?? "Invalid" },
    ]);
  const inspected = inspectImage(new Uint8Array(await file.arrayBuffer()));
  if (isImageProblem(inspected)) throw jsonError(inspected.status, inspected.message);
  let still: Inspected | null = null;
  const stillFile = form.get("still");
  // Only an animated GIF keeps a still frame; it must be a still picture the same shape.
  if (inspected.animated && inspected.type === "image/gif" && stillFile instanceof File && stillFile.size > 0) {
    if (stillFile.size > MEDIA_LIMITS.fileBytes) throw jsonError(413, TOO_LARGE);
    const frame = inspectImage(new Uint8Array(await stillFile.arrayBuffer()));
    if (isImageProblem(frame) || frame.type !== "image/png" || frame.animated)
      throw jsonError(422, "The still frame must be a PNG picture.");
    still = frame;
  }
  return { file: inspected, still, alt: parsed.data.alt };
}

/**
 * A page form's multipart body (a picture chosen on /account, a creative's image on /ads), capped
 * as an upload is while it streams: its text fields, and its files by field name.
 */
export async function readMultipartForm(request: Request, type: string) {
  const body = await readBodyBytes(request, MAX_UPLOAD_BODY_BYTES, TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw jsonError(400, "The form could not be read as multipart/form-data.");
  }
  const fields = new URLSearchParams();
  const files: Record<string, File> = {};
  for (const [name, value] of form) {
    if (typeof value === "string") fields.append(name, value);
    else files[name] ??= value;
  }
  return { fields, files };
}

/** One chosen file, judged by its bytes as POST /api/media judges it; refusals name `field`. */
export async function inspectFile(file: File | undefined, field: string): Promise<Inspected> {
  if (!file || file.size === 0)
    throw jsonError(400, "Choose an image to upload.", [{ path: field, message: "Choose an image to upload" }]);
  if (file.size > MEDIA_LIMITS.fileBytes) throw jsonError(413, TOO_LARGE, [{ path: field, message: TOO_LARGE }]);
  const inspected = inspectImage(new Uint8Array(await file.arrayBuffer()));
  if (isImageProblem(inspected))
    throw jsonError(inspected.status, inspected.message, [{ path: field, message: inspected.message }]);
  return inspected;
}

export type AvatarUpload = { large: Inspected; small: Inspected };

const NOT_CROPPED = "Crop the picture square in the page first (it needs JavaScript), then save it.";

/**
 * A new picture: the page crops it square in the browser and sends it at both sizes, `file` at
 * 256 px and `small` at 96 px, of one type. Anything else is refused at the file field.
 */
export async function inspectAvatar(files: Record<string, File>): Promise<AvatarUpload> {
  const large = await inspectFile(files.file, "file");
  // Without script the page sends its empty `small` field: the file alone, as chosen, uncropped.
  const small = files.small?.size ? await inspectFile(files.small, "file") : null;
  const square = (image: Inspected, side: number) => image.width === side && image.height === side && !image.animated;
  if (!small || small.type !== large.type || !square(large, AVATAR_SIZES.large) || !square(small, AVATAR_SIZES.small))
    throw jsonError(422, NOT_CROPPED, [{ path: "file", message: NOT_CROPPED }]);
  return { large, small };
}
