// GET /avatars/user-{id}.png: a generated identicon for each member. Unknown users get 404, and the
// page falls back to initials.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { identiconPng } from "~/server/identicon.server";
import { userExists } from "~/models/user.server";

const avatarFile = z.object({ file: z.string().regex(/^user-[1-9][0-9]{0,9}\.png$/) });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const parsed = avatarFile.safeParse(params);
  if (!parsed.success) return new Response("Not found", { status: 404 });
  const id = Number(parsed.data.file.slice(5, -4));
  if (!(await userExists(context.db, id))) return new Response("Not found", { status: 404 });
  return new Response(await identiconPng(id), {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=86400" },
  });
}
