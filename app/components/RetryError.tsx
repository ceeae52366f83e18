/** A route's load failure: the spec's text and a retry that reloads the page. */
export function RetryError({ title, message }: { title: string; message: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {title}
      </h1>
      <div role="alert" className="mt-6 rounded-lg border-2 border-danger bg-surface p-6">
        <p>{message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-3 min-h-10 rounded bg-accent px-4 font-semibold text-accent-fg"
        >
          Try again
        </button>
      </div>
    </section>
  );
}
