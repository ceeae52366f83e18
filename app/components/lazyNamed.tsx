// A named export loaded on first render, inside its own Suspense boundary. For dialogs and
// tabs that most visits never open: their code (and zod, when their form checks with it) then
// stays out of the page's first load. Server rendering waits for it like any other component.
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from "react";

// Any component at all (props are contravariant, so only `any` admits every one); its real
// props are recovered below with ComponentProps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export function lazyNamed<M, K extends keyof M & string>(load: () => Promise<M>, name: K, fallback: ReactNode = null) {
  type Props = M[K] extends AnyComponent ? ComponentProps<M[K]> : never;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: module[name] as ComponentType<Props> }),
      (error: unknown) => {
        loading = undefined; // after a failed preload, the first render fetches again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Loaded(props: Props) {
    const Component = Lazy as ComponentType<Props>;
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
