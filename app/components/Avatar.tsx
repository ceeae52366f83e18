// A user's avatar from /avatars/user-{id}.png, falling back to initials when the image is
// missing or broken.

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

export function Avatar({ userId, name, size: named = "small" }: { userId: number; name: string; size?: AvatarSize }) {
  const size = AVATAR_PX[named];
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft font-semibold text-fg"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials(name)}
      <img
        src={`/avatars/user-${userId}.png`}
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
