// Client build only (decision 032, docs/decisions/032-client-performance.md): Rollup's manualChunks
// for what every page loads. The browser entry and the root route are on every page, and so is
// everything they import statically, directly or not. Left to itself Rollup splits that into a
// chunk per set of importers: about twenty files on every page, most under 1 KB, and each file is a
// request, a compile and main-thread work of its own on a slow phone. Here it is two: "framework"
// for the packages (React, Remix), which change less often than our code and so stay cached across
// releases, and "shell" for the app's own modules. No page loads a byte it did not load before.
import type { ManualChunksOption } from "rollup";

type GetModuleInfo = (id: string) => { importedIds: readonly string[] } | null;

/**
 * `entry`, `root`: absolute paths of the browser entry and the root route. The entry itself keeps
 * a chunk of its own: it starts hydration as it runs, so it must run where Remix imports it,
 * after the page's route modules are in place, not as a dependency of the root route.
 */
export function shellChunks(entry: string, root: string): Extract<ManualChunksOption, (...args: never[]) => unknown> {
  let everyPage: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    everyPage ??= staticallyImported([entry, root], getModuleInfo);
    if (id === entry || !everyPage.has(id)) return undefined;
    // "\0" marks Rollup's virtual modules: the CommonJS helpers of React's packages.
    return id.includes("/node_modules/") || id.startsWith("\0") ? "framework" : "shell";
  };
}

/** `entries` and every module they import statically, directly or not. Lazy imports stay out; so does a stylesheet's URL. */
function staticallyImported(entries: string[], getModuleInfo: GetModuleInfo) {
  const seen = new Set<string>();
  const stack = [...entries];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) if (!imported.endsWith("?url")) stack.push(imported);
  }
  return seen;
}
