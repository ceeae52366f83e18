import { useEffect, useRef } from "react";

/**
 * A ref for the field to fix: after each answer from the action that carries an error, focus
 * goes there, so a keyboard or screen-reader user lands on what to change.
 */
export function useFocusOnError<T extends HTMLElement = HTMLInputElement>(result: { error?: string } | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (result?.error) ref.current?.focus();
  }, [result]);
  return ref;
}
