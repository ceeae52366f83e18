// Commands of Connections: the member's relationship profile (create, change, leave) and liking
// or passing on someone else's.
import type { z } from "zod";
import type { createProfileSchema, updateProfileSchema } from "~/lib/connections";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { ActionRefused, recordAction, type ConnectionAction } from "~/models/connection.server";
import {
  createProfile,
  deleteProfile,
  InvalidProfileChange,
  ProfileExists,
  updateProfile,
} from "~/models/relationship-profile.server";
import { defineCommand, Refusal, type CommandContext } from "./command.server";

/** The API names the profile by its member; only your own may change. */
const ownProfile = (actorId: number, userId: number | undefined, what: string) => {
  if (userId !== undefined && userId !== actorId) throw new Refusal("forbidden", `You can only ${what}.`);
};

export const createRelationshipProfile = defineCommand({
  name: "createRelationshipProfile",
  policy: { who: "member" },
  async prepare({ actor, input }: CommandContext<z.output<typeof createProfileSchema>>) {
    ownProfile(actor.id, input.userId, "create your own relationship profile");
  },
  async run({ db, actor, input: { userId: _, ...values } }) {
    try {
      return await createProfile(db, { userId: actor.id, values });
    } catch (error) {
      if (error instanceof ProfileExists) throw new Refusal("invalid", CONNECTION_TEXTS.profileExists, { status: 409 });
      throw error;
    }
  },
});

export const updateRelationshipProfile = defineCommand({
  name: "updateRelationshipProfile",
  policy: { who: "member", rateLimit: "profile" },
  async prepare({ actor, input }: CommandContext<{ userId?: number; changes: z.output<typeof updateProfileSchema> }>) {
    ownProfile(actor.id, input.userId, "change your own relationship profile");
  },
  async run({ db, actor, input: { changes } }) {
    try {
      const profile = await updateProfile(db, { userId: actor.id, changes });
      if (!profile) throw new Refusal("not_found", CONNECTION_TEXTS.noProfile);
      return profile;
    } catch (error) {
      if (error instanceof InvalidProfileChange)
        throw new Refusal("invalid", error.message, { fieldErrors: { [error.path]: error.message } });
      throw error;
    }
  },
});

export const deleteRelationshipProfile = defineCommand({
  name: "deleteRelationshipProfile",
  policy: { who: "member", suspended: { allowed: "leaving Connections removes only their own profile" } },
  async prepare({ actor, input }: CommandContext<{ userId?: number }>) {
    ownProfile(actor.id, input.userId, "change your own relationship profile");
  },
  async run({ db, actor }) {
    if (!(await deleteProfile(db, { userId: actor.id }))) throw new Refusal("not_found", CONNECTION_TEXTS.noProfile);
    return { userId: actor.id };
  },
});

type ConnectionInput = { toUserId: number; asUserId?: number };
const connectionCommand = (action: ConnectionAction, suspended?: { allowed: string }) =>
  defineCommand({
    name: action === "like" ? "likeProfile" : "passProfile",
    policy: {
      who: "member",
      ...(suspended ? { suspended } : {}),
      // A block either way hides the profile, as a missing one.
      target: ({ toUserId }: ConnectionInput) => ({
        kind: "user",
        id: toUserId,
        missing: `No profile ${toUserId} to ${action}.`,
      }),
      rateLimit: "connection",
    },
    async prepare({ actor, input: { asUserId } }) {
      if (asUserId !== undefined && asUserId !== actor.id)
        throw new Refusal("forbidden", `You can only ${action} as yourself.`);
    },
    async run({ db, actor, input: { toUserId } }) {
      try {
        return await recordAction(db, { fromUserId: actor.id, toUserId, action });
      } catch (error) {
        if (!(error instanceof ActionRefused)) throw error;
        if (error.status === 404) throw new Refusal("not_found", error.message);
        throw new Refusal("invalid", error.message, { status: error.status });
      }
    },
  });

// A like reaches out to someone, so a suspended member may not; passing harms no one.
export const likeAProfile = connectionCommand("like");
export const passAProfile = connectionCommand("pass", { allowed: "passing on someone reaches no one" });
