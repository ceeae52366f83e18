// A post's or reply's images in full, on the post's page (docs/features/images.md), with their
// descriptions; their author can describe each again there.
import { useState } from "react";
import { lazyNamed } from "~/components/lazyNamed";
import { imageElementId } from "~/lib/media";
import { IMAGE_TEXTS } from "~/lib/texts/posts";
import type { MediaItem } from "~/models/media.server";
import { Description, Picture } from "./CardImages";

// Only an image's author, on the post's page, can describe it again: loaded for them alone.
const DescribeImage = lazyNamed(() => import("./DescribeImage"), "DescribeImage");

export function PostImages({ media, edit }: { media: MediaItem[]; edit?: { postId: number } }) {
  // A description saved here shows at once; the page does not reload for it.
  const [saved, setSaved] = useState<Record<number, string | null>>({});
  if (media.length === 0) return null;
  return (
    <div className="mt-4 grid gap-4">
      {media.map((image) => {
        const alt = image.id in saved ? (saved[image.id] ?? null) : image.alt;
        return (
          <figure key={image.id} id={imageElementId(image.id)} tabIndex={-1}>
            <Picture image={image} alt={alt ?? IMAGE_TEXTS.undescribedAlt} className="h-auto max-w-full rounded" />
            <Description alt={alt} />
            {edit ? (
              <DescribeImage
                postId={edit.postId}
                image={image}
                alt={alt}
                onSaved={(next) => setSaved((all) => ({ ...all, [image.id]: next }))}
              />
            ) : null}
          </figure>
        );
      })}
    </div>
  );
}
