// The one API client (spec doc 1, sections 7.1 and 8): credentials always, JSON only when
// there is a body, no retries or refetching, and "<status>: <body or status text>" errors.

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

export async function apiRequest(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  options: { on401?: On401; fetch?: typeof fetch } = {},
): Promise<Response | null> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401 && options.on401 === "returnNull") return null;
  // A visitor's write (a like, a join): sign in, then come back here to try it again (issue 20).
  if (response.status === 401 && method !== "GET" && typeof window !== "undefined") {
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(here === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(here)}`);
  }
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, `${response.status}: ${text}`);
  }
  return response;
}

/** GET and parse JSON; the spec's default read. */
export async function getJson(url: string, options: { on401?: On401; fetch?: typeof fetch } = {}): Promise<unknown> {
  const response = await apiRequest("GET", url, undefined, options);
  return response ? response.json() : null;
}

/** The JSON object in a failed call's "<status>: <body>" message, or null when there is none. */
export function errorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ""));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null; // not JSON
  }
}

/**
 * The server's own words from a failed call: the `error` of a JSON error body
 * (`409: {"error":"Room is full"}` → "Room is full"), or null when there are none.
 */
export function serverMessage(error: unknown): string | null {
  const message = errorBody(error)?.error;
  return typeof message === "string" && message ? message : null;
}

/** The field issues of a refused body (`400: {"error":..., "issues":[{path, message}]}`); [] when there are none. */
export function serverIssues(error: unknown): { path: string; message: string }[] {
  const issues = errorBody(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue === "object" &&
      issue !== null &&
      typeof issue.path === "string" &&
      typeof issue.message === "string",
  );
}
