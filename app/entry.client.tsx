import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// A navigation superseded by a newer one is aborted, and that is not an error. But when its data
// was still streaming, Remix's turbo-stream decoder leaves a promise (`decode().done`) rejected
// with the AbortError that nothing awaits, and the browser reports it as uncaught. Only aborts
// are let go; every other unhandled rejection is still reported.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
