// The header's search box. Before any script, and until first focused, a plain input in a GET form
// to /search. Its first focus loads the suggestions combobox (SearchCombobox), which then takes the
// input's place with what was typed and the focus, so no page's first load carries it.
import { useRef, useState, type ComponentType } from "react";
import { TEXTS } from "~/lib/texts/shell";
import type { SearchCombobox as SearchComboboxType } from "./SearchCombobox";

type Loaded = typeof SearchComboboxType;
let loading: Promise<Loaded> | undefined;
const load = () =>
  (loading ??= import("./SearchCombobox").then(
    (module) => module.SearchCombobox,
    (error: unknown) => {
      loading = undefined; // a later focus tries again; the plain box works meanwhile
      throw error;
    },
  ));

const INPUT_CLASS = "min-h-10 w-full bg-transparent text-sm text-fg placeholder:text-muted focus:outline-none sm:w-64";

export function HeaderSearch({ id }: { id: string }) {
  const plain = useRef<HTMLInputElement>(null);
  const [Enhanced, setEnhanced] = useState<{
    Component: ComponentType<Parameters<Loaded>[0]>;
    value: string;
    focused: boolean;
  } | null>(null);

  if (Enhanced) {
    return (
      <Enhanced.Component
        id={id}
        inputClassName={INPUT_CLASS}
        placeholder={TEXTS.searchPlaceholder}
        initialValue={Enhanced.value}
        focusOnMount={Enhanced.focused}
      />
    );
  }
  return (
    <input
      ref={plain}
      id={id}
      type="search"
      name="q"
      placeholder={TEXTS.searchPlaceholder}
      className={INPUT_CLASS}
      onFocus={() => {
        load().then(
          (Component) => {
            const box = plain.current;
            setEnhanced({
              Component,
              value: box?.value ?? "",
              focused: box !== null && document.activeElement === box,
            });
          },
          () => {},
        );
      }}
    />
  );
}
