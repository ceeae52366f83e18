// Reading an image upload: a multipart body with `file`, an optional `alt`, and for an animated
// GIF an optional `still` (its first frame, drawn by the browser). The body is capped while it
// streams, and each file is judged by its bytes (images.server.ts) before anything is stored.
import { z } from "zod";
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
