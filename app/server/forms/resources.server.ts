// "Mark as Helpful" on a resource's card or page, posted to the resource's page: the same
// command as POST /api/resources/:id/helpful, so the button works as a plain form post.
import { formSuccess } from "../form.server";
import { perform, type Call } from "../commands/adapters.server";
import { markResourceHelpful } from "../commands/community.server";

export function resourceForms(call: Call, { resourceId }: { resourceId: number }) {
  return {
    "mark-helpful": async () => {
      const { helpful } = await perform(markResourceHelpful, call, { resourceId });
      return formSuccess(call.request, "mark-helpful", { helpful }, { hash: `helpful-${resourceId}` });
    },
  };
}
