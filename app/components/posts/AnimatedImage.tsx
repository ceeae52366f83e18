// An animated GIF on a card or a post's page (docs/features/images.md). It plays only where the
// member lets things move (autoplay on, no reduced motion from the preferences or the device);
// otherwise its still frame shows with a Play button, and Pause stops it again.
import { useEffect, useState } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { Button } from "~/components/ui/Button";
import { IMAGE_UPLOAD_TEXTS } from "~/lib/texts/images";
import { IMAGE_TEXTS } from "~/lib/texts/posts";
import type { MediaItem } from "~/models/media.server";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** The device's reduced-motion setting, known once the page runs script (false on the server). */
function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = matchMedia(REDUCED_MOTION);
    const change = () => setReduced(query.matches);
    change();
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return reduced;
}

/**
 * An animated GIF with its still frame. Before script, a <picture> keeps the still for a device
 * that asks for reduced motion, and a link opens the animation; once hydrated, Play and Pause.
 */
export function AnimatedImage({
  image,
  still,
  alt,
  className,
}: {
  image: MediaItem;
  still: string;
  alt: string;
  className: string;
}) {
  const { effective } = useAccessibility();
  // Its own flag, not useHydrated: this module may hydrate after the page has, and must still
  // start from the server's link.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const reduced = usePrefersReducedMotion();
  const [playing, setPlaying] = useState<boolean | null>(null);
  const moves = effective.autoplay && !effective.reduceMotion;
  const shown = playing ?? (moves && !reduced);
  const picture = (
    <img
      src={playing === null ? (moves ? image.url : still) : shown ? image.url : still}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={className}
      data-testid={shown ? "image-playing" : "image-still"}
    />
  );
  return (
    <div>
      {playing === null && moves ? (
        <picture>
          <source media={REDUCED_MOTION} srcSet={still} />
          {picture}
        </picture>
      ) : (
        picture
      )}
      {hydrated ? (
        <Button variant="secondary" size="sm" className="mt-1" onClick={() => setPlaying(!shown)}>
          {shown ? IMAGE_UPLOAD_TEXTS.pause : IMAGE_UPLOAD_TEXTS.play}
          <span className="sr-only"> {IMAGE_UPLOAD_TEXTS.animation}</span>
        </Button>
      ) : moves ? null : (
        <a href={image.url} className="mt-1 inline-flex min-h-8 items-center underline">
          {IMAGE_TEXTS.animated}
        </a>
      )}
    </div>
  );
}
