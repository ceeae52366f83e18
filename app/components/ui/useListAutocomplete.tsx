// The ARIA 1.2 list-autocomplete pattern for a text box that suggests things as they are typed (a
// mention in a composer, the To of a new message). Focus stays in the text box: aria-controls and
// aria-activedescendant point at the listbox of suggestions. Up and Down move through the list,
// Enter (and Tab, where asked) chooses, Escape closes it until the text changes. A polite status
// says how many there are and what was chosen.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type Options<T> = {
  /** What is being typed, or null when nothing is: then there is no list. */
  query: string | null;
  /** The suggestions for `query`; null when the answer was not understood. */
  load: (query: string) => Promise<T[] | null>;
  /** Acts on the chosen suggestion and says what happened, for the status. */
  onChoose: (item: T) => string;
  /** The status once suggestions arrive (there is at least one). */
  found: (count: number) => string;
  /** What the status says when nothing matches. */
  none: string;
  /** Tab chooses too (a composer), rather than leaving the text box. */
  tabChooses?: boolean;
};

export type ListAutocomplete<T> = ReturnType<typeof useListAutocomplete<T>>;

export function useListAutocomplete<T>({ query, load, onChoose, found, none, tabChooses = true }: Options<T>) {
  const listId = useId();
  const [items, setItems] = useState<T[]>([]);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState("");
  // Escape closes the list until what is typed changes.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const open = query !== null && dismissed !== query && items.length > 0;
  const latest = useRef({ load, found, none });
  latest.current = { load, found, none };

  useEffect(() => {
    if (query === null) {
      setItems([]);
      setDismissed(null);
      return;
    }
    let current = true;
    // A short pause, so a fast typist asks once for what they meant.
    const timer = window.setTimeout(() => {
      latest.current
        .load(query)
        .then((list) => {
          if (!current || !list) return;
          setItems(list);
          setActive(0);
          setStatus(list.length ? latest.current.found(list.length) : latest.current.none);
        })
        .catch(() => current && setItems([]));
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  const choose = (item: T) => {
    setItems([]);
    setStatus(onChoose(item));
  };

  /** For the text box's onKeyDown: true when the key worked the list (the caller does nothing more). */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // An IME's Enter confirms what is being composed, not a suggestion.
    if (!open || event.nativeEvent.isComposing) return false;
    const item = items[active];
    const keys: Record<string, () => void> = {
      ArrowDown: () => setActive((index) => (index + 1) % items.length),
      ArrowUp: () => setActive((index) => (index - 1 + items.length) % items.length),
      Enter: () => item !== undefined && choose(item),
      Escape: () => {
        setDismissed(query);
        setStatus("Suggestions closed.");
      },
    };
    if (tabChooses) keys.Tab = keys.Enter!;
    const act = keys[event.key];
    if (!act) return false;
    event.preventDefault();
    // An Escape that closes the list must not also close the dialog the text box is in.
    event.stopPropagation();
    act();
    return true;
  };

  return {
    open,
    items,
    active,
    status,
    choose,
    onKeyDown,
    listId,
    /** Says something in the status (a result that came another way). */
    say: setStatus,
    /** Spread on the text box. */
    inputProps: {
      "aria-autocomplete": "list" as const,
      "aria-controls": open ? listId : undefined,
      "aria-activedescendant": open ? `${listId}-${active}` : undefined,
    },
  };
}

/** The listbox of an autocomplete, under its text box (in a `relative` box), and its status. */
export function SuggestionList<T>({
  auto,
  label,
  keyOf,
  children,
}: {
  auto: ListAutocomplete<T>;
  label: string;
  keyOf: (item: T) => string | number;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {auto.open ? (
        <ul
          id={auto.listId}
          role="listbox"
          aria-label={label}
          className="absolute left-0 z-20 mt-1 max-h-64 w-full max-w-sm overflow-auto rounded border border-line bg-canvas shadow-md"
        >
          {auto.items.map((item, index) => (
            // The keyboard chooses from the text box (arrows and Enter, aria-activedescendant), so
            // an option never has focus to take a key.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={keyOf(item)}
              id={`${auto.listId}-${index}`}
              role="option"
              aria-selected={index === auto.active}
              // Keeps focus in the text box, so the caret stays where it was.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => auto.choose(item)}
              className="flex min-h-10 cursor-pointer items-center gap-2 px-3 aria-selected:bg-accent aria-selected:text-accent-fg"
            >
              {children(item)}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {auto.status}
      </p>
    </>
  );
}
