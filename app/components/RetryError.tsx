import { Button } from "~/components/ui/Button";
/** A route's load failure: the spec's text and a retry that reloads the page. */
export function RetryError({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {title}
      </h1>
      <div role="alert" className="mt-6 rounded-lg border-2 border-danger bg-surface p-6">
        <p>{message}</p>
        <Button onClick={() => window.location.reload()} className="mt-3">
          Try again
        </Button>
      </div>
    </section>
  );
}
