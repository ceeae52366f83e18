// Where a dialog's plain post goes back to: the page it was opened on, without the
// `?dialog=` params that drew its form in place, so a success does not show the form again.
import { safeRedirect } from "../auth.server";

/** The page that sent `request` (its Referer, else the action's own address) less `dialog` and `keys`. */
export function pageBehindDialog(request: Request, keys: readonly string[] = []) {
  const own = new URL(request.url);
  const from = new URL(safeRedirect(request.headers.get("referer")) ?? `${own.pathname}${own.search}`, own.origin);
  for (const key of ["dialog", "index", ...keys]) from.searchParams.delete(key);
  return from;
}
