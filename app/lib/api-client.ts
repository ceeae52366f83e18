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

/** The server's own sentence from an ApiError whose body is `{"error": "..."}`, when there is one. */
export function serverErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.message.slice(error.message.indexOf(":") + 1).trim();
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === "object" && parsed !== null && "error" in parsed && typeof parsed.error === "string" ? parsed.error : null;
  } catch {
    return null;
  }
}
