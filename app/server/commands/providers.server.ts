// Commands on the NDIS provider directory: sending an enquiry or booking, and saving a provider.
import type { z } from "zod";
import type { createEnquirySchema } from "~/lib/providers";
import { createEnquiry, EnquiryRefusedError, setProviderSaved } from "~/models/provider-actions.server";
import { defineCommand, Refusal } from "./command.server";

const providerTarget = (providerId: number) => ({
  kind: "provider" as const,
  id: providerId,
  missing: `Provider ${providerId} not found.`,
});

export const sendAnEnquiry = defineCommand({
  name: "sendEnquiry",
  policy: {
    who: "member",
    target: ({ providerId }: { providerId: number; input: z.output<typeof createEnquirySchema> }) =>
      providerTarget(providerId),
    rateLimit: "enquiry",
  },
  async run({ db, actor, input: { providerId, input } }) {
    try {
      const created = await createEnquiry(db, { providerId, userId: actor.id, input });
      if (!created) throw new Refusal("not_found", `Provider ${providerId} not found.`);
      return created;
    } catch (error) {
      if (!(error instanceof EnquiryRefusedError)) throw error;
      const fieldErrors = error.path ? { [error.path]: error.message } : undefined;
      throw new Refusal("invalid", error.message, { status: error.status, fieldErrors });
    }
  },
});

export const saveAProvider = defineCommand({
  name: "saveProvider",
  policy: {
    who: "member",
    target: ({ providerId }: { providerId: number; saved: boolean }) => providerTarget(providerId),
    rateLimit: "save",
  },
  async run({ db, actor, input: { providerId, saved } }) {
    const result = await setProviderSaved(db, { userId: actor.id, providerId, saved });
    if (!result) throw new Refusal("not_found", `Provider ${providerId} not found.`);
    return result;
  },
});
