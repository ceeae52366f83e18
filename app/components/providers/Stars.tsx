// A provider's rating as five stars, with its text equivalent.
import { ratingText } from "~/lib/providers";
import { Icon } from "~/components/icons";

export const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z";

/** Five stars, filled to the nearest whole star; the exact number is always written beside them or for screen readers. */
export function Stars({
  rating,
  size = 16,
  showText = false,
}: {
  rating: number | null;
  size?: number;
  showText?: boolean;
}) {
  const filled = Math.round(rating ?? 0);
  return (
    <span className="inline-flex items-center gap-1" data-testid="stars">
      <span className="inline-flex text-fg" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <Icon key={star} size={size}>
            <path
              d={STAR_PATH}
              fill={star <= filled ? "currentColor" : "none"}
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </Icon>
        ))}
      </span>
      <span className={showText ? "text-sm" : "sr-only"}>{ratingText(rating)}</span>
    </span>
  );
}
