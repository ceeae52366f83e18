// A named export loaded on first render, inside its own Suspense boundary. For dialogs and
// tabs that most visits never open: their code (and zod, when their form checks with it) then
// stays out of the page's first load. Server rendering waits for it like any other component.
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type AnyComponent = ComponentType<any>;

export function lazyNamed<M, K extends keyof M & string>(load: () => Promise<M>, name: K, fallback: ReactNode = null) {
  type Props = M[K] extends AnyComponent ? ComponentProps<M[K]> : never;
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  function Loaded(props: Props) {
    const Component = Lazy as ComponentType<Props>;
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  Loaded.displayName = `Lazy(${name})`;
  return Loaded;
}
