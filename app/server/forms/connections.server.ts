// The Connections page's dialogs as page actions: the profile wizard with the rules of
// POST /api/relationship-profile (create) and PATCH /api/relationship-profile/:userId (Profile
// Settings), Privacy Settings with those of the PATCH, and Block with POST /api/users/:id/block.
import { perform, type Call } from "../commands/adapters.server";
import { blockMember } from "../commands/people.server";
import { requireUser } from "../auth.server";
import { FormRefusal, formSuccess, numberOf, optional, parseWith } from "../form.server";
import { jsonError } from "../http";
import { pageBehindDialog } from "./dialog.server";
import {
  BLOCK_DIALOG_PARAMS,
  createProfileSchema,
  PRIVACY_OPENER_ID,
  PROFILE_HEADING_ID,
  updateProfileSchema,
} from "~/lib/connections";
import { idParams } from "~/lib/schemas";
import { CONNECTION_TEXTS } from "~/lib/texts";
import {
  createProfile,
  InvalidProfileChange,
  ProfileExists,
  updateProfile,
} from "~/models/relationship-profile.server";

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
  const { db, request } = call;
  return {
    // Create Profile and Profile Settings; a plain post lands on the home's heading.
    profile: async (fields: Fields, form: URLSearchParams) => {
      const user = await requireUser(db, request);
      const input = profileInput(fields, form);
      try {
        if (fields.mode === "edit") {
          const changes = parseWith(updateProfileSchema, input);
          if (!(await updateProfile(db, { userId: user.id, changes })))
            throw jsonError(404, CONNECTION_TEXTS.noProfile);
        } else {
          const { userId: _, ...values } = parseWith(createProfileSchema, { ...input, isActive: true });
          await createProfile(db, { userId: user.id, values });
        }
      } catch (error) {
        if (error instanceof InvalidProfileChange) throw new FormRefusal({ [error.path]: error.message });
        if (error instanceof ProfileExists) throw jsonError(409, CONNECTION_TEXTS.profileExists);
        throw error;
      }
      return formSuccess(request, "profile", {}, { redirectTo: back(request, ["step"]), hash: PROFILE_HEADING_ID });
    },
    privacy: async (fields: Fields) => {
      const user = await requireUser(db, request);
      const changes = parseWith(updateProfileSchema, { privacyLevel: fields.privacyLevel ?? "" });
      let profile;
      try {
        profile = await updateProfile(db, { userId: user.id, changes });
      } catch (error) {
        if (error instanceof InvalidProfileChange) throw new FormRefusal({ [error.path]: error.message });
        throw error;
      }
      if (!profile) throw jsonError(404, CONNECTION_TEXTS.noProfile);
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
