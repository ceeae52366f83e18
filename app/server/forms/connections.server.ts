// The Connections page's dialogs as page actions: the profile wizard with the rules of
// POST /api/relationship-profile (create) and PATCH /api/relationship-profile/:userId (Profile
// Settings), Privacy Settings with those of the PATCH, and Block with POST /api/users/:id/block.
import { perform, type Call } from "../commands/adapters.server";
import { blockMember } from "../commands/people.server";
import { createRelationshipProfile, updateRelationshipProfile } from "../commands/connections.server";
import { formSuccess, numberOf, optional, parseWith } from "../form.server";
import { pageBehindDialog } from "./dialog.server";
import {
  BLOCK_DIALOG_PARAMS,
  createProfileSchema,
  PRIVACY_OPENER_ID,
  PROFILE_HEADING_ID,
  updateProfileSchema,
} from "~/lib/connections";
import { idParams } from "~/lib/schemas";

type Fields = Record<string, string>;
const back = (request: Request, keys?: readonly string[]) => {
  const page = pageBehindDialog(request, keys);
  return `${page.pathname}${page.search}`;
};

/** The wizard's fields as the API's JSON: every step at once, as the form without script sends them. */
function profileInput(fields: Fields, form: URLSearchParams) {
  const age = optional(fields.age);
  return {
    lookingFor: form.getAll("lookingFor"),
    ageRangeMin: numberOf(fields.ageRangeMin),
    ageRangeMax: numberOf(fields.ageRangeMax),
    age: age === undefined ? null : numberOf(age),
    aboutMe: fields.aboutMe ?? "",
    interests: form.getAll("interests"),
    accessibilityCompatibility: form.getAll("accessibilityCompatibility"),
    communicationPreferences: form.getAll("communicationPreferences"),
    privacyLevel: fields.privacyLevel,
    maxDistance: numberOf(fields.maxDistance),
    openToLongDistance: fields.openToLongDistance === "on",
    allowMessages: fields.allowMessages === "on",
  };
}

export function connectionForms(call: Call) {
  const { request } = call;
  return {
    // Create Profile and Profile Settings; a plain post lands on the home's heading.
    profile: async (fields: Fields, form: URLSearchParams) => {
      const input = profileInput(fields, form);
      if (fields.mode === "edit")
        await perform(updateRelationshipProfile, call, { changes: parseWith(updateProfileSchema, input) });
      else await perform(createRelationshipProfile, call, parseWith(createProfileSchema, { ...input, isActive: true }));
      return formSuccess(request, "profile", {}, { redirectTo: back(request, ["step"]), hash: PROFILE_HEADING_ID });
    },
    privacy: async (fields: Fields) => {
      const changes = parseWith(updateProfileSchema, { privacyLevel: fields.privacyLevel ?? "" });
      const profile = await perform(updateRelationshipProfile, call, { changes });
      return formSuccess(
        request,
        "privacy",
        { privacyLevel: profile.privacyLevel },
        { redirectTo: back(request), hash: PRIVACY_OPENER_ID },
      );
    },
    // Never refused for a suspension, as the API: staying safe must always work.
    "block-user": async (fields: Fields) => {
      const { id } = parseWith(idParams, { id: fields.userId });
      await perform(blockMember, call, { userId: id, block: true });
      return formSuccess(request, "block-user", { userId: id }, { redirectTo: back(request, BLOCK_DIALOG_PARAMS) });
    },
  };
}
