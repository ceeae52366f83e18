// A user's avatar from /avatars/user-{id}.png, falling back to initials when the image is
// missing or broken (spec doc 1, 2.2 and 3). The image stays invisible until it has loaded.
import { useEffect, useRef, useState } from "react";

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? "").join("") || "?";
}

export function Avatar({ userId, name, size = 32 }: { userId: number; name: string; size?: number }) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  // The image may finish (or fail) before React hydrates and attaches handlers.
  useEffect(() => {
    const el = img.current;
    if (el?.complete) {
      if (el.naturalWidth > 0) setLoaded(true);
      else setFailed(true);
    }
  }, []);

  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft font-semibold text-fg"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials(name)}
      {failed ? null : (
        <img
          ref={img}
          src={`/avatars/user-${userId}.png`}
          alt=""
          width={size}
          height={size}
          // Most avatars on a page sit below the fold (feed cards, sidebars): fetched as they near
          // the viewport, so the first paint does not share the connection and the Worker with them.
          loading="lazy"
          decoding="async"
          className={`absolute inset-0 h-full w-full object-cover ${loaded ? "opacity-100" : "opacity-0"}`}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
