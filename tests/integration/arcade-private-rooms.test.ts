// Private rooms on the real Worker and Durable Objects (docs/features/trust.md): a private room is
// entered through its invite link (?invite=<token>), and is a room that does not exist to anyone
// else; a suspended member changes nothing in a room.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { SOCKET_SESSION_TTL_MS, suspendedMessage } from "~/server/auth.server";
import { memberCookie } from "./constants";
import { scalar } from "./http";
import { openSocket } from "./socket";
import { activeSeats, call, join, newRoom, type Json } from "./arcade-fixtures";
import { nextGame, play, player } from "./games-fixtures";

const HOST = 26;
const OUTSIDER = 27;

/** A page as a member (or a visitor with `as: null`): its status and HTML. */
async function page(path: string, as: number | null = OUTSIDER) {
  const response = await SELF.fetch(`http://example.com${path}`, {
    headers: as === null ? {} : { cookie: memberCookie(as) },
  });
  return { status: response.status, html: await response.text() };
}

const privateRoom = async (name: string) => {
  const room = await newRoom(HOST, { name, isPrivate: true });
  expect(room.inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return room as Json & { id: number; inviteToken: string };
};

/** A room's socket answer: its first frame, and whether the room closed it as not found. */
async function firstFrame(path: string, as: number | null) {
  const socket = await openSocket(path, { as });
  const frame = await socket.next();
  socket.close();
  return frame;
}

const suspend = (userId: number, until: string | null) =>
  env.DB.prepare("UPDATE users SET suspended_until = ? WHERE id = ?").bind(until, userId).run();

describe("private game rooms", () => {
  it("get an invite token; public rooms get none", async () => {
    const room = await privateRoom("Token room");
    expect(await scalar("SELECT invite_token AS n FROM game_rooms WHERE id = ?", room.id)).toBe(room.inviteToken);
    const open = await newRoom(HOST, { name: "Open room" });
    expect(open.inviteToken).toBeNull();
    expect(await scalar("SELECT count(*) AS n FROM game_rooms WHERE id = ? AND invite_token IS NULL", open.id)).toBe(1);
  });

  it("are listed only to their host and players", async () => {
    const room = await privateRoom("Hidden parlour");
    const ids = async (as: number) =>
      (await call("/api/game-rooms?status=all&limit=100", { as })).body.map((r: Json) => r.id);
    expect(await ids(HOST)).toContain(room.id);
    expect(await ids(OUTSIDER)).not.toContain(room.id);
    const visitor = await SELF.fetch("http://example.com/api/game-rooms?status=all&limit=100");
    expect(((await visitor.json()) as Json[]).map((r) => r.id)).not.toContain(room.id);
    expect((await page("/arcade?status=all", OUTSIDER)).html).not.toContain("Hidden parlour");
    expect((await page("/arcade?status=all", HOST)).html).toContain("Hidden parlour");

    // A player who joined with the link sees it listed too.
    expect(
      (await call(`/api/game-rooms/${room.id}/join?invite=${room.inviteToken}`, { as: 28, method: "POST" })).status,
    ).toBe(200);
    expect(await ids(28)).toContain(room.id);
  });

  it("answer 404 without the token, as a room that does not exist, and open with it", async () => {
    const room = await privateRoom("Invite only");
    const missing = 987_654;
    const notFound = (id: number) => ({ status: 404, body: { error: `Game room ${id} not found.` } });
    const wrong = room.inviteToken.replace(/^./, (c) => (c === "A" ? "B" : "A"));

    for (const path of ["", "/participants"]) {
      expect(await call(`/api/game-rooms/${missing}${path}`, { as: OUTSIDER })).toEqual(notFound(missing));
      expect(await call(`/api/game-rooms/${room.id}${path}`, { as: OUTSIDER })).toEqual(notFound(room.id));
      expect(await call(`/api/game-rooms/${room.id}${path}?invite=${wrong}`, { as: OUTSIDER })).toEqual(
        notFound(room.id),
      );
      expect(
        (await call(`/api/game-rooms/${room.id}${path}?invite=${room.inviteToken}`, { as: OUTSIDER })).status,
      ).toBe(200);
      // The host needs no token; a malformed one is a bad request, whatever the room.
      expect((await call(`/api/game-rooms/${room.id}${path}`, { as: HOST })).status).toBe(200);
      expect((await call(`/api/game-rooms/${missing}${path}?invite=${"%3C".repeat(3)}`)).status).toBe(400);
    }
    expect((await call(`/api/game-rooms/${room.id}?invite=${room.inviteToken}`)).body).toMatchObject({
      id: room.id,
      isPrivate: true,
    });

    // The page: the not-found page without the token, the room with it.
    const hidden = await page(`/arcade/room/${room.id}`);
    const absent = await page(`/arcade/room/${missing}`);
    expect(hidden.status).toBe(404);
    expect(absent.status).toBe(404);
    expect(hidden.html).not.toContain("Invite only");
    expect((await page(`/arcade/room/${room.id}?invite=${wrong}`)).status).toBe(404);
    expect((await page(`/arcade/room/${room.id}?invite=${room.inviteToken}`)).status).toBe(200);
    expect((await page(`/arcade/room/${room.id}?invite=${room.inviteToken}`, null)).status).toBe(200);
    expect((await page(`/arcade/room/${room.id}`, null)).status).toBe(404);

    // Someone without the token can neither invite nor leave: still no such room, never a 403.
    expect(
      await call(`/api/game-rooms/${room.id}/invite`, { as: OUTSIDER, body: { username: "no-such-member" } }),
    ).toEqual(notFound(room.id));
    expect(await call(`/api/game-rooms/${room.id}/leave`, { as: OUTSIDER, method: "POST" })).toEqual(notFound(room.id));

    // Joining: 404 and no seat without the token, a seat with it.
    expect(await join(room.id, OUTSIDER)).toEqual(notFound(room.id));
    expect(await call(`/api/game-rooms/${room.id}/join?invite=${wrong}`, { as: OUTSIDER, method: "POST" })).toEqual(
      notFound(room.id),
    );
    expect(await activeSeats(room.id)).toBe(1);
    expect(
      (await call(`/api/game-rooms/${room.id}/join?invite=${room.inviteToken}`, { as: OUTSIDER, method: "POST" }))
        .status,
    ).toBe(200);
    expect(await activeSeats(room.id)).toBe(2);
    // Seated now, they need the token no more.
    expect((await call(`/api/game-rooms/${room.id}`, { as: OUTSIDER })).status).toBe(200);
  });

  it("let their sockets in only with the token, or to their host and players", async () => {
    const room = await privateRoom("Quiet table");
    const game = `/parties/game/${room.id}`;
    const chat = `/parties/chat/game-${room.id}`;
    // One character off (a token may itself start with "x": it failed one run in 64 so).
    const wrong = `${room.inviteToken.startsWith("x") ? "y" : "x"}${room.inviteToken.slice(1)}`;
    for (const as of [OUTSIDER, null]) {
      expect(await firstFrame(game, as)).toMatchObject({ type: "error", code: "not_found" });
      expect(await firstFrame(`${game}?invite=${wrong}`, as)).toMatchObject({
        type: "error",
        code: "not_found",
      });
      expect(await firstFrame(chat, as)).toMatchObject({ type: "error", code: "not_found" });
      expect(await firstFrame(`${game}?invite=${room.inviteToken}`, as)).toMatchObject({ type: "room_state" });
      expect(await firstFrame(`${chat}?invite=${room.inviteToken}`, as)).toMatchObject({ type: "chat_history" });
    }
    const closed = await openSocket(game, { as: OUTSIDER });
    await closed.next();
    await expect.poll(() => closed.closed()).toMatchObject({ code: 4404 });
    expect(await firstFrame(game, HOST)).toMatchObject({ type: "room_state" });
    expect(await firstFrame(chat, HOST)).toMatchObject({ type: "chat_history" });
  });

  it("send invites whose link carries the token", async () => {
    const room = await privateRoom("Invite table");
    const username = await env.DB.prepare("SELECT username FROM users WHERE id = 29").first<string>("username");
    const invited = await call(`/api/game-rooms/${room.id}/invite`, { as: HOST, body: { username } });
    expect(invited.status).toBe(200);
    const url = await env.DB.prepare(
      "SELECT url FROM notifications WHERE user_id = 29 AND kind = 'game_invite'",
    ).first<string>("url");
    expect(url).toBe(`/arcade/room/${room.id}?invite=${room.inviteToken}`);
    // The room page's copy link carries it too (server-rendered before the origin is known).
    const host = await page(`/arcade/room/${room.id}`, HOST);
    expect(host.html).toContain(`/arcade/room/${room.id}?invite=${room.inviteToken}`);
    // A public room's link and invites stay as they were.
    const open = await newRoom(HOST, { name: "Open table" });
    expect((await call(`/api/game-rooms/${open.id}/invite`, { as: HOST, body: { username } })).status).toBe(200);
    expect(
      await env.DB.prepare("SELECT url FROM notifications WHERE user_id = 29 AND group_key = ?")
        .bind(`game-invite:${open.id}`)
        .first<string>("url"),
    ).toBe(`/arcade/room/${open.id}`);
  });
});

describe("suspended members in a room", () => {
  it("cannot join, and are told why", async () => {
    const room = await newRoom(HOST);
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await suspend(30, until);
    try {
      expect(await join(room.id, 30)).toEqual({ status: 403, body: { error: suspendedMessage(until) } });
      expect(await activeSeats(room.id)).toBe(1);
    } finally {
      await suspend(30, null);
    }
  });

  it(
    "change nothing in a game, on an open socket within seconds and on a new one at once",
    { timeout: 40_000 },
    async () => {
      const created = await newRoom(31, { name: "Suspension table" });
      expect((await join(created.id, 32)).status).toBe(200);
      const host = await player(created.id, 31);
      const guest = await player(created.id, 32);
      await play(host, "5");
      await nextGame(guest, (g) => g.history.length === 1);

      const until = new Date(Date.now() + 86_400_000).toISOString();
      await suspend(32, until);
      // Heartbeats keep both players here while the test waits, so nothing else changes the game.
      const beat = setInterval(() => [host, guest].forEach((s) => s.send({ type: "heartbeat" })), 2000);
      try {
        // The open socket read the member at connect; the room asks D1 again within SOCKET_SESSION_TTL_MS.
        await new Promise((resolve) => setTimeout(resolve, SOCKET_SESSION_TTL_MS + 500));
        const refused = { type: "error", code: "suspended", message: suspendedMessage(until) };
        for (const frame of [
          { type: "move", move: "1" },
          { type: "resign" },
          { type: "draw", action: "offer" },
          { type: "claim_win" },
        ]) {
          guest.send(frame);
          expect(await guest.until((f) => f.type === "error")).toEqual(refused);
        }
        // A new socket knows at once.
        const again = await player(created.id, 32);
        again.send({ type: "move", move: "1" });
        expect(await again.until((f) => f.type === "error")).toEqual(refused);
        again.close();

        // Nothing changed: the same game, still the guest's turn.
        const watcher = await player(created.id, 33);
        expect(watcher.game).toMatchObject({ seq: host.seq, status: "playing", drawOffer: null, outcome: null });
        expect(watcher.game.history).toHaveLength(1);
        watcher.close();
      } finally {
        clearInterval(beat);
        await suspend(32, null);
      }
      host.close();
      guest.close();
    },
  );
});
