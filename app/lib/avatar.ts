// A member's uploaded picture (docs/features/account.md#your-picture): two squares whose addresses
// follow from the one `users.avatar` holds, so every list that reads that column can draw both.
// No zod here: every page draws avatars.

/** An avatar's two squares, in px: 96 covers every place one is shown, 256 a sharp screen's. */
export const AVATAR_SIZES = { small: 96, large: 256 } as const;

/** An avatar's small square beside its large one, as a key or an address (`<key>.webp` → `<key>-96.webp`). */
export const avatarSmallUrl = (url: string) => url.replace(/(\.[a-z]+)$/, `-${AVATAR_SIZES.small}$1`);

/** A member's uploaded picture as `src` and `srcset`, or null when they have none (the default picture and initials). */
export function avatarSources(avatar: string | null | undefined) {
  if (!avatar?.startsWith("/media/")) return null;
  const small = avatarSmallUrl(avatar);
  return { src: small, srcSet: `${small} ${AVATAR_SIZES.small}w, ${avatar} ${AVATAR_SIZES.large}w` };
}
