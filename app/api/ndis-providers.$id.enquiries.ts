import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { allowMethods, jsonError } from "~/server/http";
import { enforceRateLimit } from "~/server/rate-limit.server";
import { createEnquirySchema } from "~/lib/providers";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { createEnquiry, EnquiryRefusedError } from "~/models/provider-actions.server";

/** POST /api/ndis-providers/:id/enquiries: "Send Message" (kind message) and "Book Service" (kind booking). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  const input = await parseJsonBody(createEnquirySchema, request);
  await enforceRateLimit(context.db, { userId: user.id, action: "enquiry" });
  try {
    const created = await createEnquiry(context.db, { providerId: id, userId: user.id, input });
    return created ? Response.json(created, { status: 201 }) : jsonError(404, `Provider ${id} not found.`);
  } catch (error) {
    if (error instanceof EnquiryRefusedError) {
      return jsonError(
        error.status,
        error.message,
        error.path ? [{ path: error.path, message: error.message }] : undefined,
      );
    }
    throw error;
  }
}

export function loader() {
  return jsonError(405, "Use POST to send an enquiry.");
}
