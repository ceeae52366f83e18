import { capList } from "~/lib/format";

/** Up to `max` tags, then a "+N" marker for the rest. */
export function TagList({ tags, max }: { tags: readonly string[]; max: number }) {
  if (tags.length === 0) return null;
  const { shown, hidden } = capList(tags, max);
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full border border-line px-2 py-0.5 text-xs">
          #{tag}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="rounded-full border border-line px-2 py-0.5 text-xs" aria-label={`and ${hidden} more`}>
          +{hidden}
        </li>
      ) : null}
    </ul>
  );
}
