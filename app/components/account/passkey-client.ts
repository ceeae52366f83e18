// What the passkey components share in the browser: the WebAuthn library, loaded only when a page
// with a passkey button runs (it is not in any page's first script), a fetcher call that can be
// awaited, and the browser's refusals in plain words.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { PASSKEY_TEXTS } from "~/lib/texts/passkeys";
import type { FormFailure } from "~/lib/form-reply";

type WebAuthn = typeof import("@simplewebauthn/browser");
let loading: Promise<WebAuthn> | null = null;

export function loadWebAuthn(): Promise<WebAuthn> {
  loading ??= import("@simplewebauthn/browser");
  return loading;
}

/** Whether this browser has WebAuthn at all; checked without loading the library. */
export function hasWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

export type Reply<T> = ({ ok: true; intent: string } & T) | FormFailure;

/**
 * Posts fields to a page's action through a fetcher (decision 033: a write that starts from
 * script) and resolves with its answer. One call at a time per hook.
 */
export function useActionCall<T>(action: string | undefined) {
  const fetcher = useFetcher<Reply<T>>();
  const pending = useRef<((reply: Reply<T> | undefined) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !pending.current) return;
    const resolve = pending.current;
    pending.current = null;
    resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  const submit = fetcher.submit;
  return useCallback(
    (fields: Record<string, string>) =>
      new Promise<Reply<T> | undefined>((resolve) => {
        pending.current = resolve;
        submit(fields, { method: "post", action });
      }),
    [submit, action],
  );
}

/**
 * The browser's refusal in plain words, or null when it needs none: a ceremony this page
 * cancelled itself (autofill giving way to the button) says nothing.
 */
export function ceremonyError(error: unknown): string | null {
  const code = (error as { code?: string } | null)?.code;
  const name = (error as { name?: string } | null)?.name;
  if (code === "ERROR_CEREMONY_ABORTED" || name === "AbortError") return null;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError")
    return PASSKEY_TEXTS.alreadyAdded;
  if (name === "NotAllowedError") return PASSKEY_TEXTS.cancelled;
  return PASSKEY_TEXTS.failed;
}
