// GET /api/users/mentionable for the text boxes that suggest members: a mention in a composer, and
// the To of a new message (the same people: never oneself, no one with a block either way).
import { getJson } from "~/lib/api-client";

export type Mentionable = { id: number; username: string; displayName: string; followed: boolean; inThread: boolean };

function isMembers(value: unknown): value is { items: Mentionable[] } {
  return typeof value === "object" && value !== null && "items" in value && Array.isArray(value.items);
}

/** Members whose name or username starts with `q`, people one follows first; null for an answer not understood. */
export async function loadMentionable(q: string, postId?: number): Promise<Mentionable[] | null> {
  const params = new URLSearchParams({ q });
  if (postId) params.set("postId", String(postId));
  const body = await getJson(`/api/users/mentionable?${params}`);
  return isMembers(body) ? body.items : null;
}
