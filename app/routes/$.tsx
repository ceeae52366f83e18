import { data, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { TEXTS } from "~/lib/texts";

export const meta: MetaFunction = () => [{ title: TEXTS.notFoundTitle }];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <section className="py-12 text-center">
      <h1 className="text-3xl font-bold">{TEXTS.notFoundTitle}</h1>
      <p className="mt-4">
        <Link to="/" className="text-accent underline">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
