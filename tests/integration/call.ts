// Calls the real Worker as a seeded member (the demo-user cookie, decision 004).
import { SELF } from "cloudflare:test";

export const call = (path: string, { as = 1, method, body }: { as?: number; method?: string; body?: unknown } = {}) =>
  SELF.fetch(`http://example.com${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: { cookie: `demo-user=${as}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
