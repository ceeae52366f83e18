// The browser's read client for the JSON API: Load More, suggestions, new replies and messages.
// It only reads. A write from a page is a form posted to the page's action (docs/architecture.md,
// "One client path for writes"). Credentials always, no retries or refetching, and
// "<status>: <body or status text>" errors.

export type On401 = "throw" | "returnNull";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** GET `url` and parse its JSON; null for a 401 when asked (a visitor's optional read). */
export async function getJson(url: string, options: { on401?: On401; fetch?: typeof fetch } = {}): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(url, { credentials: "include" });
  if (response.status === 401 && options.on401 === "returnNull") return null;
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, `${response.status}: ${text}`);
  }
  return response.json();
}
