// Commands of the admins: granting and removing the moderator role.
import { setModerator } from "~/models/user.server";
import { adminEmails } from "../auth.server";
import { defineCommand, Refusal } from "./command.server";

export const setModeratorRole = defineCommand<
  { userId: number; moderator: boolean },
  { userId: number; roles: NonNullable<Awaited<ReturnType<typeof setModerator>>> }
>({
  name: "setModeratorRole",
  policy: { who: { permission: "members:manage-roles" } },
  // The admin role is stored at sign-in; an address taken out of ADMIN_EMAILS loses it at once.
  async prepare({ env, actor }) {
    if (!actor.email || !adminEmails(env).includes(actor.email))
      throw new Refusal("forbidden", "This needs the admin role.");
  },
  async run({ db, input: { userId, moderator } }) {
    const roles = await setModerator(db, { userId, moderator });
    if (!roles) throw new Refusal("not_found", "There is no member with that id.");
    return { userId, roles };
  },
});
