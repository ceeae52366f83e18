import { describe, expect, it } from "vitest";
import {
  createRoomSchema,
  inviteLink,
  isJoinable,
  listRoomsQuery,
  roomInviteSchema,
  winRate,
} from "~/lib/arcade/arcade";
import { ARCADE_TEXTS } from "~/lib/texts";
import { parseFrame, gameClientFrame } from "../../party/protocol";

describe("arcade rules", () => {
  it("rounds the win rate and gives 0 when nothing was played", () => {
    expect(winRate(0, 0)).toBe(0);
    expect(winRate(3, 2)).toBe(67);
    expect(winRate(3, 1)).toBe(33);
    expect(winRate(8, 8)).toBe(100);
  });

  it("joins only waiting rooms below capacity", () => {
    expect(isJoinable({ status: "waiting", currentPlayers: 1, maxPlayers: 2 })).toBe(true);
    expect(isJoinable({ status: "waiting", currentPlayers: 2, maxPlayers: 2 })).toBe(false);
    expect(isJoinable({ status: "in_progress", currentPlayers: 1, maxPlayers: 2 })).toBe(false);
  });

  it("builds invite links as {host}/arcade/room/{id}", () => {
    expect(inviteLink("https://example.org", 42)).toBe("https://example.org/arcade/room/42");
  });

  it("validates a new room: trimmed name, the spec's lists, two players", () => {
    expect(createRoomSchema.safeParse({ name: "  Chess night ", gameType: "chess" }).data).toEqual({
      name: "Chess night",
      gameType: "chess",
      isPrivate: false,
      pace: "live",
      accessibilityFeatures: [],
      maxPlayers: 2,
    });
    expect(createRoomSchema.parse({ name: "x", gameType: "chess", pace: "correspondence" }).pace).toBe(
      "correspondence",
    );
    expect(createRoomSchema.safeParse({ name: "x", gameType: "chess", pace: "blitz" }).success).toBe(false);
    const blank = createRoomSchema.safeParse({ name: "   ", gameType: "chess" });
    expect(blank.error?.issues[0]?.message).toBe(ARCADE_TEXTS.emptyName);
    expect(createRoomSchema.safeParse({ name: "x", gameType: "go" }).success).toBe(false);
    expect(createRoomSchema.safeParse({ name: "x", gameType: "chess", accessibilityFeatures: ["smell"] }).success).toBe(
      false,
    );
    expect(createRoomSchema.safeParse({ name: "x", gameType: "chess", maxPlayers: 3 }).success).toBe(false);
  });

  it("takes an invite's username with or without its @", () => {
    expect(roomInviteSchema.parse({ username: " @sam_lee " })).toEqual({ username: "sam_lee" });
    expect(roomInviteSchema.safeParse({ username: "@" }).error?.issues[0]?.message).toBe("Enter their username");
    expect(roomInviteSchema.safeParse({ username: "sam", userId: 2 }).success).toBe(false);
  });

  it("lists waiting rooms unless told otherwise", () => {
    expect(listRoomsQuery.parse({})).toEqual({ status: "waiting" });
    expect(listRoomsQuery.parse({ status: "all", gameType: "reversi" })).toEqual({
      status: "all",
      gameType: "reversi",
    });
    expect(listRoomsQuery.safeParse({ status: "open" }).success).toBe(false);
  });

  it("parses game room frames and refuses unknown ones", () => {
    expect(parseFrame(gameClientFrame, JSON.stringify({ type: "heartbeat" }))).toEqual({
      ok: true,
      frame: { type: "heartbeat" },
    });
    expect(parseFrame(gameClientFrame, JSON.stringify({ type: "move", square: 1 })).ok).toBe(false);
  });
});
