// A named export loaded on first render, inside its own Suspense boundary. For dialogs and
// tabs that most visits never open: their code (and zod, when their form checks with it) then
// stays out of the page's first load. Server rendering waits for it like any other component.
import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from "react";

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
