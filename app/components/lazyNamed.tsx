// A named export loaded on first render, inside its own Suspense boundary. For dialogs and
// tabs that most visits never open: their code (and zod, when their form checks with it) then
// stays out of the page's first load. Server rendering waits for it like any other component.
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from "react";

// Any component at all (props are contravariant, so only `any` admits every one); its real
// props are recovered below with ComponentProps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export function lazyNamed<M, K extends keyof M & string>(load: () => Promise<M>, name: K, fallback: ReactNode = null) {
  type Props = M[K] extends AnyComponent ? ComponentProps<M[K]> : never;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  // Once loaded, drawn at once rather than through lazy(), which suspends on its first render even
  // when the code is already here: a page drawn for no script would stream it hidden, for script to show.
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: (loaded = module[name] as ComponentType<Props>) }),
      (error: unknown) => {
        loading = undefined; // after a failed preload, the first render fetches again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Loaded(props: Props) {
    // Chosen once per mount: switching from lazy() to the loaded one would remount it, losing its state.
    const [Component] = useState(() => loaded ?? (Lazy as ComponentType<Props>));
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  Loaded.displayName = `Lazy(${name})`;
  /** Start loading now; a page awaits it before hydration when its server HTML already shows the component. */
  Loaded.preload = preload;
  return Loaded;
}

/** The server's HTML, adopted as it is: React leaves an element with inner HTML alone while hydrating. */
const AS_SERVED = { __html: "" };

/**
 * The same, for a part the server draws but nobody uses until they reach it (a composer's image
 * input): on the page's first load its code is not fetched. While the page hydrates, its wrapper
 * keeps the server's HTML untouched (no Suspense boundary waits, so nothing else on the page waits
 * either); `wake()` (the first focus or pointer in the form around it) fetches the code and then
 * draws the live part in its place, with the same markup. Mounted after the page has hydrated (a
 * client navigation, a dialog), it is drawn live at once.
 */
export function lazyDormant<M, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  const Inner = lazyNamed(load, name);
  type Props = ComponentProps<typeof Inner>;
  const sleepers = new Set<() => void>();
  let awake = false;
  function Dormant(props: Props) {
    const [asleep, setAsleep] = useState(
      () => !awake && typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true",
    );
    useEffect(() => {
      if (!asleep) return;
      const wakeUp = () => setAsleep(false);
      sleepers.add(wakeUp);
      return () => void sleepers.delete(wakeUp);
    }, [asleep]);
    return asleep ? (
      <div key="as-served" dangerouslySetInnerHTML={AS_SERVED} suppressHydrationWarning />
    ) : (
      <div key="live">
        <Inner {...props} />
      </div>
    );
  }
  Dormant.displayName = `Dormant(${name})`;
  return Object.assign(Dormant, {
    /** Fetch the code, then draw every instance on the page live. */
    wake() {
      if (awake) return;
      awake = true;
      Inner.preload().then(
        () => sleepers.forEach((wakeUp) => wakeUp()),
        // The server's input stays until the next wake tries again.
        () => (awake = false),
      );
    },
  });
}
