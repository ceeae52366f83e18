// Parsing for every input that crosses the HTTP boundary. A failure throws a 400 Response,
// which Remix returns as-is from a resource route, so a handler never runs on bad input.
import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import { describeIssues, jsonError, toIssues } from "./http";

const MAX_JSON_BODY_BYTES = 64 * 1024;

function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues = toIssues(result.error);
    throw jsonError(400, describeIssues(what, issues), issues);
  }
  return result.data;
}

export function parseParams<T extends z.ZodType>(schema: T, params: Record<string, string | undefined>) {
  return parseOrThrow(schema, params, "route parameter");
}

export function parseQuery<T extends z.ZodType>(schema: T, request: Request) {
  const url = new URL(request.url);
  return parseOrThrow(schema, Object.fromEntries(url.searchParams), "query");
}

/**
 * The body's bytes, refused with 413 once they pass `maxBytes`: a declared Content-Length is
 * checked before reading, and a streamed body is counted as it arrives, so an oversized
 * body is never held in memory whole.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLargeMessage = `Request body is larger than ${Math.floor(maxBytes / 1024)} KB.`,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => jsonError(413, tooLargeMessage);
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    await discardBody(request);
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await drain(reader, total);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text, capped as `readBodyBytes` caps it. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(request, maxBytes);
  // Invalid UTF-8 is refused outright, rather than stored with U+FFFD in place of the bad bytes.
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw jsonError(400, "Request body is not valid UTF-8.", [{ path: "", message: "Invalid UTF-8" }]);
  }
}

const MAX_FORM_BODY_BYTES = 16 * 1024;

/** A page action's urlencoded form as plain fields, size-capped before it is read; parse it with zod. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readBodyText(request, MAX_FORM_BODY_BYTES)));
}

export async function parseJsonBody<T extends z.ZodType>(schema: T, request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw jsonError(415, "Send the request body as JSON with Content-Type: application/json.");
  }
  const text = await readBodyText(request, MAX_JSON_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw jsonError(400, "Request body is not valid JSON.", [{ path: "", message: "Malformed JSON" }]);
  }
  return parseOrThrow(schema, body, "request body");
}

/** For pages: an id in the URL that is not a valid id is simply a page that does not exist. */
export function parsePageIdOr404<T extends z.ZodType>(
  schema: T,
  params: Record<string, string | undefined>,
): z.output<T> {
  const result = schema.safeParse(params);
  if (!result.success) throw data(null, { status: 404 });
  return result.data;
}

/** How much of a refused body is read and dropped; a larger upload is cut. */
const DRAIN_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Reads a refused body and drops each chunk as it arrives, up to `DRAIN_LIMIT_BYTES`; past that
 * the upload is cancelled. Answered with the body unread, the sender's upload is cut mid-way,
 * which workerd reports as an unhandled "Network connection lost"; drained, it ends normally,
 * as a server's lingering close lets it.
 */
export async function discardBody(request: Request) {
  if (request.body) await drain(request.body.getReader(), 0);
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  try {
    let total = alreadyRead;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      total += chunk.value.byteLength;
      if (total > DRAIN_LIMIT_BYTES) return await reader.cancel();
    }
  } catch {
    // The sender went away: nothing is left to drain.
  }
}
