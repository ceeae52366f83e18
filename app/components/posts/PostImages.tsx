// A post's or reply's images (docs/features/images.md): a card shows the first as a thumbnail
// with "+N"; the post's page shows them all. The description is the alt text, and an "ALT"
// badge shows it to sighted readers too; an image without one is marked so. Width and height
// are given so nothing moves as images arrive. An animated GIF never plays by itself here: its
// still frame shows, and the animation opens on its own only when the member asks.
import { IMAGE_TEXTS } from "~/lib/texts/posts";
import type { MediaItem } from "~/models/media.server";

function Picture({ image, className }: { image: MediaItem; className: string }) {
  const still = image.animated ? image.stillUrl : image.url;
  const alt = image.alt ?? IMAGE_TEXTS.undescribedAlt;
  if (!still)
    return (
      <a href={image.url} className="underline">
        {IMAGE_TEXTS.animated}
        <span className="sr-only">: {alt}</span>
      </a>
    );
  const picture = (
    <img
      src={still}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
  return image.animated ? (
    <a href={image.url} title={IMAGE_TEXTS.animated}>
      {picture}
      <span className="sr-only"> ({IMAGE_TEXTS.animated})</span>
    </a>
  ) : (
    picture
  );
}

/** The description as a badge that opens, or the "No description" marker. Works without script. */
function Description({ image }: { image: MediaItem }) {
  if (!image.alt) return <p className="mt-1 text-sm">{IMAGE_TEXTS.noDescription}</p>;
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex min-h-8 cursor-pointer items-center rounded border px-2 font-semibold">
        {IMAGE_TEXTS.altBadge}
        <span className="sr-only"> ({IMAGE_TEXTS.altBadgeLabel})</span>
      </summary>
      <p className="mt-1 whitespace-pre-line">{image.alt}</p>
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
        <Picture image={first} className="h-auto max-h-64 w-auto max-w-full rounded object-cover" />
        {more > 0 ? (
          <span className="absolute right-1 bottom-1 rounded bg-surface px-2 font-semibold">
            <span aria-hidden="true">{IMAGE_TEXTS.more(more)}</span>
            <span className="sr-only">{IMAGE_TEXTS.moreLabel(more)}</span>
          </span>
        ) : null}
      </div>
      <Description image={first} />
    </figure>
  );
}

export function PostImages({ media }: { media: MediaItem[] }) {
  if (media.length === 0) return null;
  return (
    <div className="mt-4 grid gap-4">
      {media.map((image) => (
        <figure key={image.id}>
          <Picture image={image} className="h-auto max-w-full rounded" />
          <Description image={image} />
        </figure>
      ))}
    </div>
  );
}
