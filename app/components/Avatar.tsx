// A member's picture: the one they uploaded (two squares, by `srcset`), else the generated one at
// /avatars/user-{id}.png, and their initials under either when it is missing or broken.
import { avatarSources } from "~/lib/avatar";

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? "").join("") || "?";
}

/**
 * No state and no effect: the picture covers the initials once it has loaded, and a picture
 * that fails to load (alt="") shows nothing, leaving them. A page of avatars hydrates without
 * a re-render for each image that arrives.
 */
/**
 * The avatar sizes, one per place, so a member looks the same wherever they appear: in a reply or
 * a list of names (small), on a post, a message or a conversation (medium), on a profile card or
 * a sidebar (large), and at the top of their own profile.
 */
export const AVATAR_PX = { small: 32, medium: 40, large: 48, profile: 80 } as const;
export type AvatarSize = keyof typeof AVATAR_PX;

export function Avatar({
  userId,
  name,
  avatar,
  size: named = "small",
}: {
  userId: number;
  name: string;
  /** `users.avatar`: an uploaded picture's address, or the default's (or null). */
  avatar?: string | null;
  size?: AvatarSize;
}) {
  const size = AVATAR_PX[named];
  const uploaded = avatarSources(avatar);
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft font-semibold text-fg"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials(name)}
      <img
        src={uploaded?.src ?? `/avatars/user-${userId}.png`}
        srcSet={uploaded?.srcSet}
        sizes={uploaded ? `${size}px` : undefined}
        alt=""
        width={size}
        height={size}
        // Most avatars on a page sit below the fold (feed cards, sidebars): fetched as they near
        // the viewport, so the first paint does not share the connection and the Worker with them.
        loading="lazy"
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
      />
    </span>
  );
}
