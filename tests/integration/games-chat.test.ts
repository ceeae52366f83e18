// Online play on the real Worker and Durable Objects (decision 009): each game room's chat.
import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../party/protocol";
import { scalar } from "./http";
import { openSocket } from "./socket";
import { startedRoom, type Json } from "./games-fixtures";

describe("game chat", () => {
  it("is a chat room per game room with the community chat's rules", async () => {
    const roomId = await startedRoom("chess", 20, 21);
    const a = await openSocket(`/parties/chat/game-${roomId}`, { as: 20 });
    expect(await a.next()).toEqual({ type: "chat_history", messages: [] });
    const b = await openSocket(`/parties/chat/game-${roomId}`, { as: 22 });
    await b.next();
    a.send({ type: "chat_message", id: "g1", userId: 20, username: "x", content: "Good luck!" });
    expect(await b.until((f) => f.type === "chat_message")).toMatchObject({
      id: "g1",
      userId: 20,
      content: "Good luck!",
    });
    a.send({ type: "chat_message", id: "g2", userId: 21, username: "x", content: "Not me" });
    expect(await a.until((f) => f.type === "error")).toMatchObject({ code: "not_you", id: "g2" });
    a.send({
      type: "chat_message",
      id: "g3",
      userId: 20,
      username: "x",
      content: "a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(await a.until((f) => f.type === "error")).toMatchObject({ code: "invalid", id: "g3" });
    // The community room does not see it.
    const community = await openSocket("/ws", { as: 20 });
    expect((await community.next()).messages.some((m: Json) => m.id === "g1")).toBe(false);
    a.close();
    b.close();
    community.close();

    const missing = await openSocket("/parties/chat/game-987654", { as: 20 });
    expect(await missing.next()).toMatchObject({ type: "error", code: "not_found" });
    const made_up = await openSocket("/parties/chat/anything", { as: 20 });
    expect(await made_up.next()).toMatchObject({ type: "error", code: "not_found" });
    expect(await scalar("SELECT count(*) AS n FROM game_rooms WHERE id = 987654")).toBe(0);
  });
});
