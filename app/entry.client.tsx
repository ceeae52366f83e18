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
    {
      // A click or a key before a lazy part of the page has hydrated makes React draw that part
      // afresh in the browser (error 421): recovered by design, so not reported. Anything else is.
      onRecoverableError(error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/React error #421\b|before it finished hydrating/.test(message)) return;
        reportError(error);
      },
    },
  );
});
