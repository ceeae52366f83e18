import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createRoomSchema, listRoomsQuery, ROOM_LIST_LIMIT } from "~/lib/arcade/arcade";
import { getViewerId } from "~/server/auth.server";
import { z } from "zod";
import { allowMethods, jsonError, toIssues } from "~/server/http";
import { parseJsonBody, parseQuery } from "~/server/validate.server";
import { listRooms } from "~/models/game-room.server";
import { perform } from "~/server/commands/adapters.server";
import { createAGameRoom } from "~/server/commands/arcade.server";

/** GET /api/game-rooms?gameType=&status= (status defaults to waiting; "all" leaves it out). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(listRoomsQuery, request);
  // Public reading: a visitor sees what anyone sees, with nothing marked as theirs.
  const viewerId = await getViewerId(context.db, request);
  const rooms = await listRooms(context.db, {
    viewerId,
    gameType: query.gameType === "all" ? undefined : query.gameType,
    status: query.status === "all" ? undefined : query.status,
    limit: query.limit ?? ROOM_LIST_LIMIT,
  });
  return Response.json(rooms);
}

/** POST /api/game-rooms: the caller hosts the new room and takes seat 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  const refused = allowMethods(request, ["POST"]);
  if (refused) return refused;
  // The spec's own words answer a bad room: "Please enter a room name." is the whole error.
  const parsed = createRoomSchema.safeParse(await parseJsonBody(z.unknown(), request));
  if (!parsed.success) {
    const issues = toIssues(parsed.error);
    return jsonError(400, issues[0]?.message ?? "Invalid room.", issues);
  }
  return Response.json(await perform(createAGameRoom, { ...context, request }, parsed.data), { status: 201 });
}
