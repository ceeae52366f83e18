// Commands on images: uploading one, describing it, and a member's picture (docs/features/images.md).
// Attaching them is part of writing a post or a reply (posts.server.ts) or a creative (ads.server.ts).
import {
  avatarKeysOf,
  insertMedia,
  mediaOwner,
  mediaUrl,
  replaceAvatar,
  setMediaAlt,
  type MediaItem,
} from "~/models/media.server";
import { avatarSmallUrl } from "~/lib/avatar";
import type { AvatarUpload, ImageUpload } from "../media-upload.server";
import type { Inspected } from "../images.server";
import { PUBLIC_VIEW_PATHS as VIEWS } from "../edge-cache.server";
import { defineCommand, Refusal } from "./command.server";

type UploadedImage = MediaItem & { alt: string | null };
type DescribedImage = { id: number; url: string; width: number; height: number; alt: string | null };

const EXTENSIONS = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" } as const;

/** A key named by the bytes' digest (so what a key serves never changes) and a random tail (so it cannot be guessed from the picture). */
async function keyFor(image: Inspected, suffix = "") {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", image.bytes));
  const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex(digest.subarray(0, 12))}${hex(crypto.getRandomValues(new Uint8Array(6)))}${suffix}.${EXTENSIONS[image.type]}`;
}

export const uploadImage = defineCommand<ImageUpload, UploadedImage>({
  name: "uploadImage",
  policy: { who: "member", rateLimit: "upload" },
  async run({ db, env, actor, input: { file, still, alt } }) {
    const key = await keyFor(file);
    const stillKey = still ? key.replace(/\.gif$/, "-still.png") : null;
    await env.MEDIA.put(key, file.bytes, { httpMetadata: { contentType: file.type } });
    if (still && stillKey) await env.MEDIA.put(stillKey, still.bytes, { httpMetadata: { contentType: still.type } });
    const id = await insertMedia(db, {
      key,
      ownerId: actor.id,
      type: file.type,
      size: file.bytes.byteLength,
      width: file.width,
      height: file.height,
      alt,
      animated: file.animated,
      stillKey,
    });
    return {
      id,
      url: mediaUrl(key),
      width: file.width,
      height: file.height,
      alt,
      animated: file.animated,
      stillUrl: stillKey ? mediaUrl(stillKey) : null,
    };
  },
});

export const describeImage = defineCommand<{ mediaId: number; alt: string | null }, DescribedImage>({
  name: "describeImage",
  policy: { who: "member" },
  async run({ db, actor, reader, input: { mediaId, alt } }) {
    const missing = `Image ${mediaId} not found.`;
    const found = await mediaOwner(db, { id: mediaId, reader });
    if (!found || !found.visible) throw new Refusal("not_found", missing);
    if (found.ownerId !== actor.id)
      throw new Refusal("forbidden", "Only the person who shared an image can describe it.");
    const row = await setMediaAlt(db, { id: mediaId, ownerId: actor.id, alt });
    if (!row) throw new Refusal("not_found", missing);
    return { id: row.id, url: mediaUrl(row.key), width: row.width, height: row.height, alt: row.alt };
  },
});

/**
 * A new picture, cropped square in the browser and sent at both sizes. The old picture's bytes go
 * once the new one is in place, so the member is never without one half-way.
 */
export const setAvatar = defineCommand<AvatarUpload, { avatar: string }>({
  name: "setAvatar",
  // A picture is what others see, as the profile is: a suspended member keeps theirs as it is.
  policy: { who: "member", rateLimit: "upload" },
  // The profile shows it at once; the cards elsewhere catch up within the cache's lifetime, as a new name does.
  publicViews: ({ actor }) => VIEWS.profile(actor.id),
  async run({ db, env, actor, input: { large, small } }) {
    const old = await avatarKeysOf(db, actor.id);
    const key = await keyFor(large);
    // The small square's address follows from the large one's, so a page needs only `users.avatar`.
    const smallKey = avatarSmallUrl(key);
    await env.MEDIA.put(key, large.bytes, { httpMetadata: { contentType: large.type } });
    await env.MEDIA.put(smallKey, small.bytes, { httpMetadata: { contentType: small.type } });
    await replaceAvatar(db, {
      ownerId: actor.id,
      avatar: {
        key,
        smallKey,
        type: large.type,
        size: large.bytes.byteLength,
        width: large.width,
        height: large.height,
      },
    });
    if (old.length) await env.MEDIA.delete(old);
    return { avatar: mediaUrl(key) };
  },
});

/** Takes the picture down: the member is shown with the default picture and initials again. */
export const removeAvatar = defineCommand<Record<string, never>, { avatar: null }>({
  name: "removeAvatar",
  policy: {
    who: "member",
    suspended: { allowed: "taking one's own picture down only shows others less" },
    rateLimit: "profile",
  },
  publicViews: ({ actor }) => VIEWS.profile(actor.id),
  async run({ db, env, actor }) {
    const old = await avatarKeysOf(db, actor.id);
    await replaceAvatar(db, { ownerId: actor.id, avatar: null });
    if (old.length) await env.MEDIA.delete(old);
    return { avatar: null };
  },
});
