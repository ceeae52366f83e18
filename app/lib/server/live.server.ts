// Which members' notification rooms should hear about this request's writes (issue 26). A model
// that writes a notification names its recipient here, against the request's Db; the Worker,
// once the response is ready, asks each named member's room to catch up from D1
// (party/notifications.ts). A name too many only wakes a room that finds nothing new.
import type { Db } from "./db.server";

export type LiveTopic = "notifications" | "messages";
type Touched = Map<number, Set<LiveTopic>>;

// Kept on the Db object under a registered symbol, not in a module-level map: the Worker and the
// Remix server build each have their own copy of this module, and both must see the same list.
const TOUCHED = Symbol.for("community-platform.live-touched");
type WithTouched = Db & { [TOUCHED]?: Touched };

export function touchMember(db: Db, userId: number, topic: LiveTopic = "notifications") {
  const holder = db as WithTouched;
  const members = (holder[TOUCHED] ??= new Map());
  let topics = members.get(userId);
  if (!topics) members.set(userId, (topics = new Set()));
  topics.add(topic);
}

/** The members named during this request, and what changed for each; clears them. */
export function takeTouched(db: Db): Touched {
  const holder = db as WithTouched;
  const members = holder[TOUCHED] ?? new Map();
  delete holder[TOUCHED];
  return members;
}
