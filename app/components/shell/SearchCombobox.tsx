// The header search box once it has been focused: an ARIA 1.2 combobox (Headless UI) offering the
// top five results across kinds after two characters. Loaded on the box's first focus
// (HeaderSearch), so no page pays for it up front. The first option is always "All results for
// ‘q’": Headless UI highlights the first option as the list opens, so Enter without arrowing opens
// the full results page, and the arrows move on to the suggestions.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { getJson } from "~/lib/api-client";
import { KIND_LABELS, SEARCH_QUERY_MAX, searchTerms, type SearchKind } from "~/lib/search";
import { SEARCH_TEXTS } from "~/lib/texts/search";

export const SUGGESTION_MIN_CHARS = 2;
const SUGGESTIONS = 5;
const DEBOUNCE_MS = 200;

type Suggestion = { id: string; kind: SearchKind | "all"; title: string; href: string };

// Per query, for the page's life: retyping or deleting back to a query asks the server once.
const cache = new Map<string, Suggestion[]>();

const searchHref = (q: string) => `/search?${new URLSearchParams({ q })}`;

export function SearchCombobox({
  id,
  inputClassName,
  placeholder,
  initialValue,
  focusOnMount,
}: {
  id: string;
  inputClassName: string;
  placeholder: string;
  initialValue: string;
  focusOnMount: boolean;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialValue);
  const [results, setResults] = useState<Suggestion[] | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();
  const wanted = trimmed.length >= SUGGESTION_MIN_CHARS && searchTerms(trimmed).length > 0;

  useEffect(() => {
    // The plain box this replaces had focus: keep it here, caret at the end of what was typed.
    if (!focusOnMount || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
  }, [focusOnMount]);

  useEffect(() => {
    if (!wanted) {
      setResults(null);
      return;
    }
    const cached = cache.get(trimmed);
    if (cached) {
      setResults(cached);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = `/api/search?${new URLSearchParams({ q: trimmed, limit: String(SUGGESTIONS) })}`;
      getJson(url, { fetch: (resource, init) => fetch(resource, { ...init, signal: controller.signal }) })
        .then((body) => {
          const items = (body as { items: Suggestion[] }).items.map(({ id, kind, title, href }) => ({
            id,
            kind,
            title,
            href,
          }));
          cache.set(trimmed, items);
          setResults(items);
        })
        .catch(() => {
          // Aborted by newer typing, or offline: the box still submits to the results page.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, wanted]);

  const suggestions = wanted ? (results ?? []) : [];
  const options: Suggestion[] = wanted
    ? [{ id: "all", kind: "all", title: SEARCH_TEXTS.allResults(trimmed), href: searchHref(trimmed) }, ...suggestions]
    : [];

  // Tab leaves the box as in any form; Headless UI would otherwise open the highlighted option.
  const keepTab = (event: KeyboardEvent) => {
    if (event.key === "Tab") event.stopPropagation();
  };

  return (
    <Combobox<Suggestion | null>
      value={null}
      onChange={(chosen) => {
        if (chosen) navigate(chosen.href);
      }}
    >
      <div className="relative w-full" onKeyDownCapture={keepTab}>
        <ComboboxInput
          ref={input}
          id={id}
          type="search"
          name="q"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX}
          placeholder={placeholder}
          className={inputClassName}
          defaultValue={initialValue}
          // Headless UI rewrites the box when the list closes; keep what the member typed.
          displayValue={() => query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {options.length > 0 ? (
          <ComboboxOptions
            // Not modal: the rest of the page stays reachable (and the count below stays announced).
            modal={false}
            aria-label={SEARCH_TEXTS.suggestionsLabel}
            className="absolute right-0 z-30 mt-2 w-full min-w-72 rounded border border-line bg-canvas py-1 shadow-lg empty:invisible sm:w-96"
          >
            {options.map((option) => (
              <ComboboxOption
                key={option.id}
                value={option}
                className="cursor-pointer px-3 py-2 text-sm text-fg data-[focus]:bg-raised data-[focus]:outline data-[focus]:outline-2 data-[focus]:-outline-offset-2 data-[focus]:outline-current"
              >
                {option.kind === "all" ? (
                  <span className="font-semibold">{option.title}</span>
                ) : (
                  <>
                    <span className="block truncate">{option.title}</span>
                    <span className="block text-xs text-muted">{KIND_LABELS[option.kind]}</span>
                  </>
                )}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        ) : null}
      </div>
      <span role="status" className="sr-only">
        {wanted && results ? SEARCH_TEXTS.suggestionCount(suggestions.length) : ""}
      </span>
    </Combobox>
  );
}
