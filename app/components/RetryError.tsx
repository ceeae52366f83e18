import { Button } from "~/components/ui/Button";
import { alertClass } from "~/components/ui/Card";
/** A route's load failure: the spec's text and a retry that reloads the page. */
export function RetryError({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {title}
      </h1>
      <div role="alert" className={alertClass("danger", "mt-6")}>
        <p>{message}</p>
        <Button onClick={() => window.location.reload()} className="mt-3">
          Try again
        </Button>
      </div>
    </section>
  );
}
