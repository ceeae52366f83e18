// Calls the real Worker as a seeded member (its session cookie, tests/integration/setup.ts).
import { SELF } from "./worker";
import { memberCookie } from "./constants";

export const call = (path: string, { as = 1, method, body }: { as?: number; method?: string; body?: unknown } = {}) =>
  SELF.fetch(`http://example.com${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: { cookie: memberCookie(as), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
