// The Connections page's dialogs as page actions: Privacy Settings with the rules of
// PATCH /api/relationship-profile/:userId, and Block with those of POST /api/users/:id/block.
import type { Db } from "../db.server";
import { requireUser } from "../auth.server";
import { FormRefusal, formSuccess, parseWith } from "../form.server";
import { jsonError } from "../http";
import { pageBehindDialog } from "./dialog.server";
import { BLOCK_DIALOG_PARAMS, PRIVACY_OPENER_ID, updateProfileSchema } from "~/lib/connections";
import { idParams } from "~/lib/schemas";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { InvalidProfileChange, updateProfile } from "~/models/relationship-profile.server";
import { blockUser } from "~/models/user-block.server";

type Fields = Record<string, string>;
const back = (request: Request, keys?: readonly string[]) => {
  const page = pageBehindDialog(request, keys);
  return `${page.pathname}${page.search}`;
};

export function connectionForms(db: Db, request: Request) {
  return {
    privacy: async (fields: Fields) => {
      const user = await requireUser(db, request, { write: true });
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
      const user = await requireUser(db, request);
      if (id === user.id) throw jsonError(400, "You cannot block yourself.");
      const blocked = await blockUser(db, { blockerId: user.id, blockedId: id });
      if (!blocked) throw jsonError(404, `User ${id} not found.`);
      return formSuccess(request, "block-user", { userId: id }, { redirectTo: back(request, BLOCK_DIALOG_PARAMS) });
    },
  };
}
