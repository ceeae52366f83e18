import { data, type MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/NotFound";
import { TEXTS } from "~/lib/texts";

export const meta: MetaFunction = () => [{ title: TEXTS.notFoundTitle }];

export function loader() {
  return data(null, { status: 404 });
}

export default NotFound;
