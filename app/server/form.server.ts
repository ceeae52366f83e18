// One form pattern (docs/decisions/019): a page's form posts here as a plain browser form, so it works
// before any JavaScript loads; the shared hook (components/forms/useActionForm.ts) enhances the
// same form into a fetcher submission. The form's fields are mapped to the JSON API's input and
// parsed with the API's own zod schema, so the page and /api/* accept exactly the same things.
import { data, redirect } from "@remix-run/cloudflare";
import type { z } from "zod";
import { safeRedirect } from "./auth.server";
import { SIGN_IN_REASON_OF_INTENT } from "./auth-schema.server";
import { readMultipartForm } from "./media-upload.server";
import { readBodyText } from "./validate.server";

/** Room for a 10,000-character post even when every character is percent-encoded. */
const MAX_FORM_BYTES = 128 * 1024;

export type { FieldErrors, FormFailure } from "~/lib/form-reply";
import type { FieldErrors, FormFailure } from "~/lib/form-reply";

export type FormSuccess<T> = { ok: true; intent: string } & T;

type Fields = Record<string, string>;
/**
 * `form` has every value of a repeated field (checkboxes); `fields` the last of each; `files` a
 * multipart form's files by field name (a picture, a creative's image), empty for any other form.
 */
type Handler = (fields: Fields, form: URLSearchParams, files: Record<string, File>) => Promise<unknown>;

/**
 * Field errors keyed by the first path segment, first message wins, so each field shows one.
 * Zod paths are the API's names (`forumId`, `tags.0`); the form uses the same names.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}

function failure(intent: string, status: number, fields: Omit<FormFailure, "ok" | "intent">, headers?: HeadersInit) {
  return data<FormFailure>({ ok: false, intent, ...fields }, { status, headers });
}

/** Thrown to answer 400 with field errors from inside a handler, like the API's own refusals. */
export class FormRefusal {
  constructor(
    readonly fieldErrors: FieldErrors,
    readonly formError: string | null = null,
  ) {}
}

/**
 * Parses `input` (the form's fields mapped to the API's JSON shape) with the API's schema; on
 * failure throws a FormRefusal that `formAction` answers with 400 and the field errors.
 */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error);
    throw new FormRefusal(fieldErrors, fieldErrors[""] ?? null);
  }
  return result.data;
}

/**
 * A plain browser form post (no script ran) navigates: it gets a redirect, so a reload does not
 * post again. A fetcher (the enhanced path) gets the data instead, and the page stays put.
 * Browsers that send no Sec-Fetch-Mode get the data too, which renders the page with the result.
 */
export function isDocumentPost(request: Request) {
  return request.headers.get("sec-fetch-mode") === "navigate";
}

/**
 * After a success: the enhanced path gets `{ ok: true, intent, ...result }`; a plain post is
 * sent back to the page it came from, with `#hash` naming what the action made or changed, so
 * the browser scrolls there and starts the next Tab from it.
 */
export function formSuccess<T extends Record<string, unknown>>(
  request: Request,
  intent: string,
  result: T,
  options: { hash?: string; redirectTo?: string; headers?: HeadersInit } = {},
) {
  if (isDocumentPost(request)) {
    const url = new URL(request.url);
    const back = options.redirectTo ?? safeRedirect(request.headers.get("referer")) ?? `${url.pathname}${url.search}`;
    return redirect(`${back.split("#")[0]}${options.hash ? `#${options.hash}` : ""}`, {
      status: 303,
      headers: options.headers,
    });
  }
  return data<FormSuccess<T>>({ ok: true, intent, ...result }, { headers: options.headers });
}

/** A refusal an API helper threw (`requireUser`'s 403, a 429, a plan limit) as a form error, not an error page. */
async function refusalOf(intent: string, response: Response) {
  let formError = response.statusText || `Request refused (${response.status})`;
  let reason: string | undefined;
  let requiredPlan: string | undefined;
  const fieldErrors: FieldErrors = {};
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === "object") {
      if ("error" in body && typeof body.error === "string") formError = body.error;
      // A refusal naming a field (a forum that does not exist) shows beside that field.
      if ("issues" in body && Array.isArray(body.issues))
        for (const issue of body.issues as unknown[])
          if (issue && typeof issue === "object" && "path" in issue && "message" in issue)
            fieldErrors[String(issue.path).split(".")[0] ?? ""] ??= String(issue.message);
      if ("reason" in body && typeof body.reason === "string") reason = body.reason;
      if ("requiredPlan" in body && typeof body.requiredPlan === "string") requiredPlan = body.requiredPlan;
    }
  } catch {
    // not JSON: the status text stands
  }
  const retryAfter = response.headers.get("Retry-After");
  return failure(
    intent,
    response.status,
    { fieldErrors, formError, ...(reason ? { reason } : {}), ...(requiredPlan ? { requiredPlan } : {}) },
    retryAfter ? { "Retry-After": retryAfter } : undefined,
  );
}

/**
 * A visitor a form sent to sign in (Like, Join, Register, Follow): `?reason=` on /login names
 * what they were about to do, so the sign-in page can say it. Any other answer is left alone.
 */
function withSignInReason(response: Response, intent: string): Response {
  const reason = SIGN_IN_REASON_OF_INTENT.get(intent);
  const location = response.headers.get("Location");
  if (!reason || !location || response.status < 300 || response.status >= 400) return response;
  const url = new URL(location, "http://localhost");
  if (url.origin !== "http://localhost" || url.pathname !== "/login") return response;
  url.searchParams.set("reason", reason);
  const headers = new Headers(response.headers);
  headers.set("Location", `${url.pathname}${url.search}`);
  return new Response(null, { status: response.status, headers });
}

/**
 * A page action with one handler per form on the page, chosen by the submit's `intent` field.
 * A handler parses with `parseWith`, checks the member as the API route does, calls the same
 * model function and returns `formSuccess(...)`. Bad input answers 400 `{ fieldErrors, formError }`
 * and changes nothing; a thrown API refusal becomes a form error with its own status; a thrown
 * redirect (a visitor sent to sign in) is passed on.
 */
export async function formAction(request: Request, handlers: Record<string, Handler>) {
  if (request.method !== "POST") return failure("", 405, { fieldErrors: {}, formError: "Use POST here." });
  let intent = "";
  let values: Record<string, string> = {};
  try {
    const type = request.headers.get("content-type") ?? "";
    // A form with a file input posts multipart, capped as an image upload is.
    const { fields: form, files } = type.toLowerCase().startsWith("multipart/form-data")
      ? await readMultipartForm(request, type)
      : { fields: new URLSearchParams(await readBodyText(request, MAX_FORM_BYTES)), files: {} };
    const fields = Object.fromEntries(form);
    intent = fields.intent ?? "";
    values = fields;
    const handler = Object.prototype.hasOwnProperty.call(handlers, intent) ? handlers[intent] : undefined;
    if (!handler) return failure(intent, 400, { fieldErrors: {}, formError: "Unknown form." });
    const answer = await handler(fields, form, files);
    return answer instanceof Response ? withSignInReason(answer, intent) : answer;
  } catch (error) {
    return refused(error, intent, values);
  }
}

/** A handler's throw as formAction answers it: field errors, an API refusal as a form error, a redirect passed on. */
function refused(error: unknown, intent: string, values: Record<string, string>) {
  if (error instanceof FormRefusal)
    return failure(intent, 400, { fieldErrors: error.fieldErrors, formError: error.formError, values });
  if (error instanceof Response && !(error.status >= 300 && error.status < 400)) return refusalOf(intent, error);
  throw error instanceof Response ? withSignInReason(error, intent) : error;
}

/**
 * A form that carries a file (an image from a composer): its body is multipart and larger than
 * formAction reads, so `read` reads it itself, capped as it streams. Answers as formAction does.
 */
export async function fileFormAction(request: Request, intent: string, read: () => Promise<unknown>) {
  if (request.method !== "POST") return failure(intent, 405, { fieldErrors: {}, formError: "Use POST here." });
  try {
    return await read();
  } catch (error) {
    return refused(error, intent, {});
  }
}

/**
 * A form posted to a page whose subject is gone or hidden (a post removed while it was open): the
 * form's own 404 error, so an in-place button says so rather than the page becoming an error page.
 */
export async function formNotFound(request: Request, message: string) {
  const form = new URLSearchParams(await readBodyText(request, MAX_FORM_BYTES).catch(() => ""));
  return failure(form.get("intent") ?? "", 404, { fieldErrors: {}, formError: message });
}

/** A form's optional text: "" means left out, as the JSON API's `undefined`. */
export function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

/** A form's number field as the API's number (a non-number stays text, so the schema refuses it). */
export function numberOf(value: string | undefined): number | string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
}
