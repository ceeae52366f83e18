// What each role may do (decision 016). A check names the permission, never the role; models,
// the server and the browser (which hides what a member cannot do) all ask `can`.
import type { ROLES } from "./vocab";

export type Role = (typeof ROLES)[number];

const PERMISSIONS = {
  "moderate:reports": ["moderator"],
  // A site moderator can do in any support group whatever its group moderators can.
  "moderate:groups": ["moderator"],
  "ads:manage": ["advertiser"],
  "members:manage-roles": ["admin"],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/** Why a member without the permission is refused. */
export const REFUSALS: Record<Permission, string> = {
  "moderate:reports": "This needs the moderator role.",
  "moderate:groups": "This needs the moderator role.",
  "ads:manage": "This needs the advertiser role: open an ad account at /ads to become an advertiser.",
  "members:manage-roles": "This needs the admin role.",
};

export function can(user: { roles: readonly Role[] } | null | undefined, permission: Permission): boolean {
  const allowed: readonly Role[] = PERMISSIONS[permission];
  return !!user && user.roles.some((role) => allowed.includes(role));
}
