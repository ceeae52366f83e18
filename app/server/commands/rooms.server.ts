// Commands a game room calls for its members' writes to D1. The game itself (moves, turns, the
// clock) lives in the room's own storage, and the room checks sign-in and suspension on every
// frame that changes it; what reaches D1 from a member's frame goes through here.
import { restartRoom } from "~/models/game-room.server";
import { readRoomNotifications } from "~/models/notification.server";
import { defineCommand } from "./command.server";

/** A rematch both players agreed to: the room is in progress again (the room checked they are its players). */
export const restartGame = defineCommand<{ roomId: number }, { restarted: boolean }>({
  name: "restartGame",
  policy: { who: "member" },
  run: async ({ db, input: { roomId } }) => ({ restarted: await restartRoom(db, roomId) }),
});

/** Coming into a room reads the member's invites to it and turns in it. */
export const readRoomNotices = defineCommand<{ roomId: number }, { read: number }>({
  name: "readRoomNotifications",
  policy: { who: "member", suspended: { allowed: "marking read changes only the member's own view" } },
  run: async ({ db, actor, input: { roomId } }) => ({
    read: await readRoomNotifications(db, { userId: actor.id, roomId }),
  }),
});
