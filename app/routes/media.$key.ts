// GET /media/:key: an uploaded image, from R2, only for a reader who may see what it is attached
// to (docs/features/images.md). Anything else, a removed or deleted post's images included, is
// the same 404 as a key that never existed.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { can } from "~/lib/permissions";
import { getCurrentUser } from "~/server/auth.server";
import { mediaForServing } from "~/models/media.server";

const mediaKey = z.object({ key: z.string().regex(/^[0-9a-f]{36}(-still|-96)?\.(jpg|png|webp|gif)$/) });

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const parsed = mediaKey.safeParse(params);
  if (!parsed.success) return notFound();
  const { key } = parsed.data;
  const actor = await getCurrentUser(context.db, request);
  const reader = { id: actor?.id ?? 0, moderator: actor ? can(actor, "moderate:reports") : false };
  const found = await mediaForServing(context.db, { key, reader });
  if (!found) return notFound();
  const object = await context.env.MEDIA.get(key);
  if (!object) return notFound();
  return new Response(object.body, {
    headers: {
      "content-type": found.type,
      "content-length": String(object.size),
      "x-content-type-options": "nosniff",
      // A key's bytes never change, so anything anyone may see can be kept for good; a private
      // group's picture, or one not yet posted, is never kept by a cache at all.
      "cache-control": found.public ? "public, max-age=31536000, immutable" : "private, no-store",
      "content-disposition": "inline",
    },
  });
}
