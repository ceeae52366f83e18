// A member's custom CSS, made safe to inline. It runs where the CSS is written (saving preferences,
// importing a file) and where it is rendered (app/root.tsx).
import { CUSTOM_CSS_MAX_LENGTH } from "./limits";

const UNSAFE_PATTERNS: [RegExp, string][] = [
  [/\/\*[\s\S]*?(\*\/|$)/g, ""], // comments can hide tokens from a reader
  [/@(import|charset|namespace)[^;{}]*;?/gi, ""],
  [/(?:-webkit-)?image-set\s*\(/gi, "none("],
  [/expression\s*\(/gi, "none("],
  [/(?:java|vb)script\s*:/gi, ""],
  [/-moz-binding\s*:/gi, "x-blocked:"],
  [/behavior\s*:/gi, "x-blocked:"],
];

/** url(...) survives only for same-origin paths: "/x.png" or "img/x.png", never "//host" or "scheme:". */
function neutraliseUrls(css: string): string {
  return css.replace(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (whole, _quote: string, target: string) => {
    const value = target.trim();
    const sameOrigin = value !== "" && !value.startsWith("//") && !/^[a-z][a-z0-9+.-]*:/i.test(value);
    return sameOrigin ? whole : "none";
  });
}

/**
 * Makes user CSS safe to inline in a <style> element: it can never close the element
 * (no "<"), load a remote resource (@import, remote url(), image-set, "//"), or run script
 * (expression(), javascript:, bindings). Backslashes go too, since CSS escapes could
 * spell any of those. Runs until nothing changes, so removals cannot assemble a new token.
 */
export function sanitizeCustomCss(input: string): string {
  let css = input.slice(0, CUSTOM_CSS_MAX_LENGTH);
  for (let pass = 0; pass < 10; pass++) {
    const before = css;
    css = css.replace(/[<\\\u0000]/g, "");
    for (const [pattern, replacement] of UNSAFE_PATTERNS) css = css.replace(pattern, replacement);
    css = neutraliseUrls(css);
    css = css.replace(/url\s*\((?![^)]*\))/gi, "none("); // an unclosed url( would swallow the rest
    css = css.replace(/[a-z][a-z0-9+.-]*:\/\/|\/\/(?=[\w.-]+\.[a-z]{2,})/gi, "");
    if (css === before) break;
  }
  return css.trim();
}
