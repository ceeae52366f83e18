// "Book Service" and "Send Message" from a provider's enquiry dialog, or from the same form drawn
// in place without JavaScript: the same checks, schema and model call as
// POST /api/ndis-providers/:id/enquiries (routes/api.ndis-providers.$id.enquiries.ts).
import type { Db } from "~/models/db.server";
import { requireUser } from "../auth.server";
import { FormRefusal, formSuccess, numberOf, optional, parseWith } from "../form.server";
import { jsonError } from "../http";
import { enforceRateLimit } from "../rate-limit.server";
import { pageBehindDialog } from "./dialog.server";
import { createEnquirySchema, ENQUIRY_DIALOG_PARAMS } from "~/lib/providers";
import { idParams } from "~/lib/schemas";
import { createEnquiry, EnquiryRefusedError } from "~/models/provider-actions.server";

export function providerForms(db: Db, request: Request) {
  return {
    enquiry: async (fields: Record<string, string>) => {
      const { id } = parseWith(idParams, { id: fields.providerId });
      const user = await requireUser(db, request);
      const input = parseWith(createEnquirySchema, {
        kind: fields.kind,
        message: fields.message ?? "",
        // "any" is the form's "not sure yet", the API's null.
        serviceId: fields.serviceId === "any" ? null : (numberOf(fields.serviceId) ?? null),
        preferredDate: optional(fields.preferredDate) ?? null,
      });
      await enforceRateLimit(db, { userId: user.id, action: "enquiry" });
      let created;
      try {
        created = await createEnquiry(db, { providerId: id, userId: user.id, input });
      } catch (error) {
        if (!(error instanceof EnquiryRefusedError)) throw error;
        if (error.path) throw new FormRefusal({ [error.path]: error.message });
        throw jsonError(error.status, error.message);
      }
      if (!created) throw jsonError(404, `Provider ${id} not found.`);
      // Without script there is no toast: the page says it was sent (`sent`) and scrolls there.
      const back = pageBehindDialog(request, ENQUIRY_DIALOG_PARAMS);
      back.searchParams.set("sent", input.kind);
      return formSuccess(
        request,
        "enquiry",
        { kind: input.kind },
        { redirectTo: `${back.pathname}${back.search}`, hash: "enquiry-sent" },
      );
    },
  };
}
