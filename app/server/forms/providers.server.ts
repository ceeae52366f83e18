// "Book Service" and "Send Message" from a provider's enquiry dialog, or from the same form drawn
// in place without JavaScript: the same schema and command as
// POST /api/ndis-providers/:id/enquiries (app/api/ndis-providers.$id.enquiries.ts). Save and
// unsave, as POST/DELETE /api/ndis-providers/:id/save.
import { formSuccess, numberOf, optional, parseWith } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { saveAProvider, sendAnEnquiry } from "../commands/providers.server";
import { pageBehindDialog } from "./dialog.server";
import { createEnquirySchema, ENQUIRY_DIALOG_PARAMS } from "~/lib/providers";
import { idParams } from "~/lib/schemas";

export function providerForms(call: Call) {
  const { request } = call;
  const save = (intent: "save-provider" | "unsave-provider") => async (fields: Record<string, string>) => {
    const { id } = parseWith(idParams, { id: fields.providerId });
    const result = await perform(saveAProvider, call, { providerId: id, saved: intent === "save-provider" });
    return formSuccess(request, intent, result, { hash: `save-provider-${id}` });
  };
  return {
    "save-provider": save("save-provider"),
    "unsave-provider": save("unsave-provider"),
    enquiry: async (fields: Record<string, string>) => {
      const { id } = parseWith(idParams, { id: fields.providerId });
      const input = parseWith(createEnquirySchema, {
        kind: fields.kind,
        message: fields.message ?? "",
        // "any" is the form's "not sure yet", the API's null.
        serviceId: fields.serviceId === "any" ? null : (numberOf(fields.serviceId) ?? null),
        preferredDate: optional(fields.preferredDate) ?? null,
      });
      await perform(sendAnEnquiry, call, { providerId: id, input });
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
