import type { z } from "zod";
import { jsonError } from "./http";
import { parseJsonBody, readBodyText } from "./validate.server";

/**
 * A JSON body that may be left out: a request with no body and no content type (what the API
 * client sends for a bodiless POST) parses as `{}`. Anything else must be JSON.
 */
export async function parseOptionalJsonBody<T extends z.ZodType>(schema: T, request: Request): Promise<z.output<T>> {
  // Awaited here, not returned: a rejection handed on unawaited is reported by workerd as unhandled.
  if (request.headers.get("content-type")) return await parseJsonBody(schema, request);
  if ((await readBodyText(request, 1024)) !== "")
    throw jsonError(415, "Send the request body as JSON with Content-Type: application/json.");
  const result = schema.safeParse({});
  if (!result.success) throw jsonError(400, "A request body is required.");
  return result.data;
}
