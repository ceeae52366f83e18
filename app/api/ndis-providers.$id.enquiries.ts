import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { allowMethods, jsonError } from "~/server/http";
import { createEnquirySchema } from "~/lib/providers";
import { idParams } from "~/lib/schemas";
import { parseJsonBody, parseParams } from "~/server/validate.server";
import { perform } from "~/server/commands/adapters.server";
import { sendAnEnquiry } from "~/server/commands/providers.server";

/** POST /api/ndis-providers/:id/enquiries: "Send Message" (kind message) and "Book Service" (kind booking). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  const { id } = parseParams(idParams, params);
  const input = await parseJsonBody(createEnquirySchema, request);
  return Response.json(await perform(sendAnEnquiry, { ...context, request }, { providerId: id, input }), {
    status: 201,
  });
}

export function loader() {
  return jsonError(405, "Use POST to send an enquiry.");
}
