// Fuzz every /api/* endpoint and the Stripe webhook (docs/testing.md, robustness suites): up to
// 200 distinct hostile requests each, generated from the one-line table in fuzz/endpoints.ts. Every answer must
// be below 500 and, when it refuses, a JSON body with an `error`; a refused request must leave D1
// exactly as it was: triggers count every insert, update and delete in every table. The one allowed
// change on a refusal is the acting member's rate-limit counter, for a request that passed
// validation and was then refused by a rule (404, 409...).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../app/api/endpoints.server";
import worker from "../../workers/app";
import { memberCookie, TEST_WEBHOOK_SECRET } from "./constants";
import { gif, jpegWithGps, PNG_1X1, pngClaiming, webp } from "../shared/images";
import { API_ENDPOINTS } from "./fuzz/endpoints";
import { HOSTILE_BOOKMARKS, hostileCases, type Endpoint, type FuzzCase, type Json } from "./fuzz/hostile";
import { checkoutCompletedEvent } from "./stripe-events";

const CASES_PER_ENDPOINT = 200;
/** Refusals that come from parsing: these never count towards a rate limit. */
const PARSE_REFUSALS = new Set([400, 405, 411, 413, 414, 415]);

// D1 runs bookkeeping of its own on every call, so total_changes() moves on reads too; instead
// triggers (created here, in the test database only) count real writes to every table. The search
// index's FTS5 shadow tables take no triggers; only the triggers on the tables it indexes write them.
async function countWrites() {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'fuzz_writes') AND sql NOT LIKE 'CREATE VIRTUAL%' AND name NOT LIKE 'search\\_index\\_%' ESCAPE '\\'",
  ).all<{ name: string }>();
  const statements = [
    env.DB.prepare("CREATE TABLE IF NOT EXISTS fuzz_writes (counter TEXT PRIMARY KEY, n INTEGER NOT NULL)"),
  ];
  for (const counter of ["data", "rate_limits"])
    statements.push(env.DB.prepare("INSERT OR IGNORE INTO fuzz_writes VALUES (?, 0)").bind(counter));
  for (const { name } of tables.results) {
    const counter = name === "rate_limits" ? "rate_limits" : "data";
    for (const op of ["INSERT", "UPDATE", "DELETE"]) {
      statements.push(
        env.DB.prepare(
          `CREATE TRIGGER IF NOT EXISTS fuzz_${op.toLowerCase()}_${name} AFTER ${op} ON "${name}" BEGIN UPDATE fuzz_writes SET n = n + 1 WHERE counter = '${counter}'; END`,
        ),
      );
    }
  }
  await env.DB.batch(statements);
}

type Snapshot = { data: number; limits: number };
async function snapshot(): Promise<Snapshot> {
  const { results } = await env.DB.prepare("SELECT counter, n FROM fuzz_writes").all<{ counter: string; n: number }>();
  return {
    data: results.find((r) => r.counter === "data")?.n ?? NaN,
    limits: results.find((r) => r.counter === "rate_limits")?.n ?? NaN,
  };
}

type Outcome = { c: FuzzCase; status: number; problem?: string };

// The Worker's own fetch handler, called directly: the pool's SELF wraps every call in one more
// proxy, so thousands of calls through it slow down and finally overflow the stack.
async function send(c: FuzzCase): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(c.url, { method: c.method, headers: c.headers, body: c.body }) as Parameters<
    typeof worker.fetch
  >[0];
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Runs the cases one at a time and returns every broken promise, with the case that broke it. */
async function run(cases: FuzzCase[]): Promise<{ problems: string[]; accepted: FuzzCase[] }> {
  const problems: string[] = [];
  const accepted: FuzzCase[] = [];
  let before = await snapshot();
  for (const c of cases) {
    const outcome: Outcome = { c, status: 0 };
    let response: Response;
    try {
      response = await send(c);
    } catch (error) {
      problems.push(`${label(c)}: the request threw ${String(error)}`);
      before = await snapshot();
      continue;
    }
    outcome.status = response.status;
    if (response.status < 400) accepted.push(c);
    const text = await response.text();
    const type = response.headers.get("content-type") ?? "";
    const after = await snapshot();
    if (response.status >= 500) outcome.problem = `answered ${response.status}: ${text.slice(0, 200)}`;
    else if (response.status >= 400) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // reported below
      }
      const error = parsed && typeof parsed === "object" ? (parsed as { error?: unknown }).error : undefined;
      if (!type.includes("application/json") || typeof error !== "string" || error === "") {
        outcome.problem = `refused with ${response.status} but not with a JSON error (${type}): ${text.slice(0, 120)}`;
      } else if (after.data !== before.data) {
        outcome.problem = `refused with ${response.status} but wrote ${after.data - before.data} rows`;
      } else if (
        after.limits !== before.limits &&
        (PARSE_REFUSALS.has(response.status) || after.limits - before.limits > 1)
      ) {
        outcome.problem = `refused with ${response.status} but counted ${after.limits - before.limits} writes against the rate limit`;
      }
    }
    if (outcome.problem) problems.push(`${label(c)}: ${outcome.problem}`);
    before = after;
  }
  return { problems, accepted };
}

const label = (c: FuzzCase) =>
  `${c.method} ${c.url.replace("http://example.com", "").slice(0, 80)} [${c.category}: ${c.note.slice(0, 60)}]`;
const name = (e: Endpoint) => `${e.method} ${e.path}`;

beforeAll(countWrites);

describe("fuzz: every /api endpoint", () => {
  it.each(API_ENDPOINTS.map((e) => [name(e), e] as const))(
    "%s survives up to 200 distinct hostile requests",
    { timeout: 90_000 },
    async (_, endpoint) => {
      const cases = hostileCases(endpoint, CASES_PER_ENDPOINT);
      // The fewest, a GET with no path parameter, comes to about 55 once repeats are dropped.
      expect(cases.length).toBeGreaterThanOrEqual(CASES_PER_ENDPOINT / 4);
      const { problems, accepted } = await run(cases);
      expect(problems).toEqual([]);
      // Some hostile-but-valid values are taken (markup in a title is stored as text), but a path
      // parameter that is not an id, or a body that is not JSON where one is read, never is.
      const mustRefuse = accepted.filter(
        (c) => c.category === "path parameter" || (endpoint.body && c.category === "malformed body"),
      );
      expect(mustRefuse.map(label)).toEqual([]);
    },
  );

  it(
    "every GET endpoint answers as before to a hostile D1 bookmark cookie, as a member and as a visitor",
    { timeout: 180_000 },
    async () => {
      const problems: string[] = [];
      for (const endpoint of API_ENDPOINTS.filter((e) => e.method === "GET")) {
        const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, key: string) => endpoint.params?.[key] ?? "1");
        const url = `http://example.com${path}${endpoint.query ? `?${new URLSearchParams(endpoint.query)}` : ""}`;
        for (const session of [memberCookie(endpoint.as ?? 1), null]) {
          const plain = await send({
            category: "bookmark cookie",
            note: "none",
            method: "GET",
            url,
            headers: session ? { cookie: session } : {},
          });
          await plain.body?.cancel();
          for (const bookmark of HOSTILE_BOOKMARKS) {
            const cookie = `${session ? `${session}; ` : ""}d1-bookmark=${bookmark}`;
            const response = await send({
              category: "bookmark cookie",
              note: bookmark,
              method: "GET",
              url,
              headers: { cookie },
            });
            await response.body?.cancel();
            if (response.status !== plain.status)
              problems.push(
                `GET ${url.slice(18, 98)} [d1-bookmark=${bookmark.slice(0, 40)}]: ${response.status}, not ${plain.status}`,
              );
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it("POST /api/media refuses hostile files with a sentence and stores nothing", async () => {
    const multipart = async (
      fields: [string, Uint8Array<ArrayBuffer> | string, string?][],
      note: string,
    ): Promise<FuzzCase> => {
      const form = new FormData();
      for (const [field, value, type] of fields)
        form.append(
          field,
          typeof value === "string" ? value : new File([value], "upload.png", { type: type ?? "image/png" }),
        );
      const response = new Response(form);
      return {
        category: "hostile file",
        note,
        method: "POST",
        url: "http://example.com/api/media",
        headers: { cookie: memberCookie(3), "content-type": response.headers.get("content-type")! },
        body: new Uint8Array(await response.arrayBuffer()),
      };
    };
    const sixMb = new Uint8Array(6 * 1024 * 1024);
    sixMb.set(PNG_1X1.subarray(0, 8));
    const html = new TextEncoder().encode("<html><body><script>alert(document.cookie)</script></body></html>");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, ...new Uint8Array(300)]);
    const jpeg = jpegWithGps();
    const cases = await Promise.all([
      multipart([["file", html]], "an HTML page named .png"),
      multipart([["file", svg, "image/svg+xml"]], "an SVG with script"),
      multipart([["file", zip]], "a zip archive named .png"),
      multipart([["file", pngClaiming(60_000, 60_000)]], "a zip bomb: a PNG claiming 3.6 gigapixels"),
      multipart([["file", pngClaiming(0, 0)]], "a PNG of no pixels"),
      multipart([["file", sixMb]], "a 6 MB file"),
      multipart([["file", jpeg.subarray(0, 60)]], "a JPEG cut short"),
      multipart([["file", jpeg.subarray(0, jpeg.length - 2)]], "a JPEG with no end marker"),
      multipart([["file", gif().subarray(0, 30), "image/gif"]], "a GIF cut short"),
      multipart([["file", PNG_1X1.subarray(0, 20)]], "a PNG cut inside its header"),
      multipart([["file", webp(1, 1).subarray(0, 18), "image/webp"]], "a WebP cut short"),
      multipart([["file", new Uint8Array(0)]], "an empty file"),
      multipart([["file", "not a file"]], "file as text"),
      multipart([["alt", "A description with no image"]], "no file"),
      multipart(
        [
          ["file", PNG_1X1],
          ["alt", "x".repeat(1501)],
        ],
        "a description too long",
      ),
      multipart(
        [
          ["file", gif(), "image/gif"],
          ["still", html],
        ],
        "a still frame that is HTML",
      ),
    ]);
    const broken = {
      ...cases[0]!,
      note: "a multipart body with no boundary",
      headers: { ...cases[0]!.headers, "content-type": "multipart/form-data" },
    };
    const { problems, accepted } = await run([...cases, broken]);
    expect(problems).toEqual([]);
    expect(accepted.map(label)).toEqual([]);
  });

  it("the table has a line for every /api endpoint the app has, for each method it takes", async () => {
    const shape = (path: string) => path.replace(/:[A-Za-z]+/g, ":");
    const table = API_ENDPOINTS.map((e) => ({ method: e.method, shape: shape(e.path) }));
    const missing: string[] = [];
    for (const route of API_ROUTES) {
      const lines = table.filter((t) => t.shape === shape(route.path));
      const url = `http://example.com${route.path.replace(/:[A-Za-z]+/g, "1")}`;
      // A handler with no line must be a stub that refuses the method (405), not one that was missed.
      const refuses = async (method: string) => {
        const request = new Request(url, { method }) as Parameters<typeof worker.fetch>[0];
        const response = await worker.fetch(request, env, createExecutionContext());
        await response.body?.cancel();
        return response.status === 405;
      };
      if (route.hasLoader && !lines.some((l) => l.method === "GET") && !(await refuses("GET")))
        missing.push(`GET ${route.path}`);
      if (route.hasAction && !lines.some((l) => l.method !== "GET") && !(await refuses("POST")))
        missing.push(`write ${route.path}`);
    }
    expect(API_ROUTES.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});

describe("without a session", () => {
  const writes = API_ENDPOINTS.filter((e) => e.method !== "GET");
  it.each(writes.map((e) => [name(e), e] as const))("%s answers 401 and writes nothing", async (_, endpoint) => {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, key: string) => endpoint.params?.[key] ?? "1");
    const query = endpoint.query ? `?${new URLSearchParams(endpoint.query)}` : "";
    const before = await snapshot();
    const response = await send({
      category: "visitor",
      note: "no session",
      method: endpoint.method,
      url: `http://example.com${path}${query}`,
      headers: endpoint.body ? { "content-type": "application/json" } : {},
      body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
    });
    expect(response.status).toBe(endpoint.visitor ?? 401);
    if (response.status === 401) expect(await response.json()).toEqual({ error: "Please sign in to continue." });
    expect((await snapshot()).data).toBe(before.data);
  });
});

describe("fuzz: the Stripe webhook", () => {
  const cryptoProvider = Stripe.createSubtleCryptoProvider();
  const event = checkoutCompletedEvent("evt_fuzz_base", 1_800_000_000, {
    id: "cs_fuzz",
    subscription: {
      id: "sub_fuzz",
      customer: "cus_fuzz",
      userId: 13,
      plan: "starter",
      interval: "monthly",
      status: "active",
      periodStart: 1_800_000_000,
      periodEnd: 1_802_592_000,
    },
  }) as unknown as { [key: string]: Json };

  it("refuses up to 200 distinct hostile payloads, signed or not, with JSON errors and no writes", async () => {
    const cases = hostileCases({ method: "POST", path: "/webhooks/stripe", body: event }, CASES_PER_ENDPOINT);
    // Half are signed with the real secret, so the payload itself is what gets judged; each is
    // its own event, so a valid one is applied rather than answered as a duplicate.
    for (const [i, c] of cases.entries()) {
      if (typeof c.body === "string") c.body = c.body.replace('"evt_fuzz_base"', `"evt_fuzz_${i}"`);
      if (i % 2 === 0 && typeof c.body === "string") {
        const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
          payload: c.body,
          secret: TEST_WEBHOOK_SECRET,
          cryptoProvider,
        });
        c.headers = { ...c.headers, "stripe-signature": signature };
        c.note = `signed ${c.note}`;
      } else {
        c.headers = { ...c.headers, "stripe-signature": i % 3 === 0 ? "t=1,v1=00" : "garbage" };
      }
    }
    const { problems } = await run(cases);
    expect(problems).toEqual([]);
  });
});
