import { Link } from "@remix-run/react";
import { TEXTS } from "~/lib/texts/shell";

/** The page for any unknown path or missing record (spec: "404 Page Not Found"). */
export function NotFound({ title = TEXTS.notFoundTitle, message }: { title?: string; message?: string }) {
  return (
    <section aria-labelledby="page-title" className="py-12 text-center">
      <h1 id="page-title" className="text-3xl font-bold">
        {title}
      </h1>
      {message ? <p className="mt-3">{message}</p> : null}
      <p className="mt-4">
        <Link to="/" className="text-accent underline">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
