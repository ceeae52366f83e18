// The Connections page's writes as page actions: the profile wizard with the rules of
// POST /api/relationship-profile (create) and PATCH /api/relationship-profile/:userId (Profile
// Settings), Privacy Settings and the Visible switch with those of the PATCH, Like and Pass with
// POST /api/matches/:userId/{like,pass}, and Block and Unblock with /api/users/:id/block.
import { perform, type Call } from "../commands/adapters.server";
import { blockMember } from "../commands/people.server";
import {
  createRelationshipProfile,
  likeAProfile,
  passAProfile,
  updateRelationshipProfile,
} from "../commands/connections.server";
import { formSuccess, numberOf, optional, parseWith } from "../form.server";
import { pageBehindDialog } from "./dialog.server";
import {
  BLOCK_DIALOG_PARAMS,
  BLOCKED_HEADING_ID,
  createProfileSchema,
  DISCOVER_HEADING_ID,
  PRIVACY_OPENER_ID,
  PROFILE_HEADING_ID,
  updateProfileSchema,
  VISIBLE_SWITCH_ID,
} from "~/lib/connections";
import { idParams } from "~/lib/schemas";

type Fields = Record<string, string>;
const back = (request: Request, keys?: readonly string[]) => {
  const page = pageBehindDialog(request, keys);
  return `${page.pathname}${page.search}`;
};

/**
 * Where a plain post lands once its card has gone: the element the form names (the next card),
 * else `fallback`. Only an element id; it is never more than a fragment of this page's address.
 */
const landing = (named: string | undefined, fallback: string) =>
  named && /^[a-z][a-z0-9-]{0,63}$/.test(named) ? named : fallback;

/** A form's "true" or "false" as the API's boolean; anything else stays text, for the schema to refuse. */
const flag = (value: string | undefined) => (value === "true" ? true : value === "false" ? false : value);

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
  // A liked or passed card leaves Discover: a plain post lands on the card after it.
  const connect = (intent: "like-profile" | "pass-profile") => async (fields: Fields) => {
    const { id } = parseWith(idParams, { id: fields.userId });
    const command = intent === "like-profile" ? likeAProfile : passAProfile;
    const { matched } = await perform(command, call, { toUserId: id });
    return formSuccess(
      request,
      intent,
      { userId: id, matched },
      { redirectTo: back(request), hash: landing(fields.focusAfter, DISCOVER_HEADING_ID) },
    );
  };
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
    // The Visible switch: while off, discovery and matches pause.
    visibility: async (fields: Fields) => {
      const changes = parseWith(updateProfileSchema, { isActive: flag(fields.isActive) });
      const profile = await perform(updateRelationshipProfile, call, { changes });
      return formSuccess(
        request,
        "visibility",
        { isActive: profile.isActive },
        { redirectTo: back(request), hash: VISIBLE_SWITCH_ID },
      );
    },
    "like-profile": connect("like-profile"),
    "pass-profile": connect("pass-profile"),
    // Never refused for a suspension, as the API: staying safe must always work.
    "block-user": async (fields: Fields) => {
      const { id } = parseWith(idParams, { id: fields.userId });
      await perform(blockMember, call, { userId: id, block: true });
      return formSuccess(request, "block-user", { userId: id }, { redirectTo: back(request, BLOCK_DIALOG_PARAMS) });
    },
    "unblock-user": async (fields: Fields) => {
      const { id } = parseWith(idParams, { id: fields.userId });
      await perform(blockMember, call, { userId: id, block: false });
      return formSuccess(
        request,
        "unblock-user",
        { userId: id },
        { redirectTo: back(request), hash: landing(fields.focusAfter, BLOCKED_HEADING_ID) },
      );
    },
  };
}
