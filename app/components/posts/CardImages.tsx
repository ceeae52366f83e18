// A post's or reply's images (docs/features/images.md): a card shows the first as a thumbnail
// with "+N"; the post's page shows them all (PostImages.tsx). The description is the alt text,
// and an "ALT" badge shows it to sighted readers too; an image without one is marked so. Width
// and height are given so nothing moves as images arrive. An animated GIF is AnimatedImage.tsx.
import { lazyNamed } from "~/components/lazyNamed";
import { IMAGE_TEXTS } from "~/lib/texts/posts";
import type { MediaItem } from "~/models/media.server";

// An animated GIF's still frame and Play: loaded where a post has one.
const Animated = lazyNamed(() => import("./AnimatedImage"), "AnimatedImage");

export function Picture({ image, alt, className }: { image: MediaItem; alt: string; className: string }) {
  if (image.animated && image.stillUrl)
    return <Animated image={image} still={image.stillUrl} alt={alt} className={className} />;
  // An animation without a still frame (sent through the API without one) is only ever a link.
  if (image.animated)
    return (
      <a href={image.url} className="underline">
        {IMAGE_TEXTS.animated}
        <span className="sr-only">: {alt}</span>
      </a>
    );
  return (
    <img
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/** The description as a badge that opens, or the "No description" marker. Works without script. */
export function Description({ alt }: { alt: string | null }) {
  if (!alt) return <p className="mt-1 text-sm">{IMAGE_TEXTS.noDescription}</p>;
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex min-h-8 cursor-pointer items-center rounded border px-2 font-semibold">
        {IMAGE_TEXTS.altBadge}
        <span className="sr-only"> ({IMAGE_TEXTS.altBadgeLabel})</span>
      </summary>
      <p className="member-text mt-1 whitespace-pre-line">{alt}</p>
    </details>
  );
}

export function CardImages({ media }: { media: MediaItem[] }) {
  const [first] = media;
  if (!first) return null;
  const more = media.length - 1;
  return (
    <figure className="mt-2">
      <div className="relative inline-block max-w-full">
        <Picture
          image={first}
          alt={first.alt ?? IMAGE_TEXTS.undescribedAlt}
          className="h-auto max-h-64 w-auto max-w-full rounded object-cover"
        />
        {more > 0 ? (
          <span className="absolute right-1 bottom-1 rounded bg-surface px-2 font-semibold">
            <span aria-hidden="true">{IMAGE_TEXTS.more(more)}</span>
            <span className="sr-only">{IMAGE_TEXTS.moreLabel(more)}</span>
          </span>
        ) : null}
      </div>
      <Description alt={first.alt} />
    </figure>
  );
}
