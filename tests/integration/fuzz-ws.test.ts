// Fuzz every WebSocket frame type the rooms take (docs/testing.md, robustness suites): 200 hostile
// frames each, bent from a valid one by fuzz/hostile.ts. The room must answer a refused frame with
// an error frame that matches the protocol, keep the connection open, and leave its stored state
// exactly as it was.
import { env, runInDurableObject } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { chatServerFrame, gameServerFrame } from "../../party/protocol";
import { hostileFrames, type FrameCase, type Json } from "./fuzz/hostile";
import { openSocket, type TestSocket } from "./socket";
import { memberCookie } from "./constants";

const FRAMES_PER_TYPE = 200;

/** The room's own SQLite storage, read inside the Durable Object. */
async function roomRows(binding: unknown, name: string, query: string): Promise<string> {
  // The room's typed stub recurses through its RPC surface; only its identity matters here.
  const namespace = binding as DurableObjectNamespace;
  const stub = namespace.get(namespace.idFromName(name));
  return runInDurableObject(stub, (_instance: unknown, state: DurableObjectState) =>
    JSON.stringify(state.storage.sql.exec(query).toArray()),
  );
}

type Check = {
  socket: TestSocket;
  schema: typeof chatServerFrame | typeof gameServerFrame;
  snapshot: () => Promise<string>;
  settle: (c: FrameCase) => Promise<unknown[]>;
};

/** Sends each frame and returns every broken promise, with the frame that broke it. */
async function run(cases: FrameCase[], { socket, schema, snapshot, settle }: Check) {
  const problems: string[] = [];
  let refused = 0;
  for (const c of cases) {
    const before = await snapshot();
    socket.send(c.data);
    const frames = await settle(c);
    const label = `[${c.category}: ${c.note.slice(0, 60)}]`;
    const closed = socket.closed();
    if (closed) {
      problems.push(`${label} closed the socket (${closed.code} ${closed.reason})`);
      break;
    }
    for (const frame of frames) {
      if (!schema.safeParse(frame).success)
        problems.push(`${label} answered a frame outside the protocol: ${JSON.stringify(frame).slice(0, 120)}`);
    }
    if (frames.some((f) => (f as { type?: string }).type === "error")) {
      refused++;
      if ((await snapshot()) !== before) problems.push(`${label} was refused but changed the room's state`);
    }
  }
  return { problems, refused };
}

describe("fuzz: the chat room's frames", () => {
  it("chat_message survives 200 hostile frames", { timeout: 120_000 }, async () => {
    const socket = await openSocket("/ws", { as: 14 });
    expect((await socket.next()).type).toBe("chat_history");
    const sample = {
      type: "chat_message",
      id: "fuzz-chat-1",
      userId: 14,
      username: "Fuzz",
      content: "Hello from the fuzz test.",
    };
    const count = () => roomRows(env.Chat, "community", "SELECT count(*) AS n FROM messages");
    // Every chat frame gets exactly one answer: the stored message, or an error frame.
    const { problems, refused } = await run(hostileFrames(sample, FRAMES_PER_TYPE), {
      socket,
      schema: chatServerFrame,
      snapshot: count,
      settle: async () => [await socket.next()],
    });
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(FRAMES_PER_TYPE / 2);
    socket.close();
  });
});

describe("fuzz: the game room's frames", () => {
  async function startedChess(host: number, guest: number) {
    const call = (path: string, as: number, body?: unknown) =>
      SELF.fetch(`http://example.com${path}`, {
        method: "POST",
        headers: { cookie: memberCookie(as), "content-type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
    const created = await call("/api/game-rooms", host, { name: "Fuzz chess", gameType: "chess" });
    const { id } = (await created.json()) as { id: number };
    expect((await call(`/api/game-rooms/${id}/join`, guest)).status).toBe(200);
    return id;
  }

  const samples: { [key: string]: Json }[] = [
    { type: "heartbeat" },
    { type: "ping" },
    { type: "move", move: "e4" },
    { type: "resign" },
    { type: "draw", action: "offer" },
    { type: "rematch" },
    { type: "claim_win" },
  ];

  it.each(samples.map((s) => [String(s.type), s] as const))(
    "%s survives 200 hostile frames",
    { timeout: 120_000 },
    async (_, sample) => {
      const roomId = await startedChess(15, 16);
      const socket = await openSocket(`/parties/game/${roomId}`, { as: 15 });
      await socket.until((f) => f.type === "game_state");
      // The stored match, without what presence changes: a slow run (over AWAY_AFTER_MS between
      // heartbeats, which these frames do not send) marks the player dropped, and that is not a frame's doing.
      const snapshot = async () => {
        const [row] = JSON.parse(await roomRows(env.Game, String(roomId), "SELECT data FROM match")) as {
          data: string;
        }[];
        const {
          dropped: _dropped,
          seq: _seq,
          announcement: _announcement,
          ...rest
        } = JSON.parse(row!.data) as Record<string, unknown>;
        return JSON.stringify(rest);
      };
      // A ping after each frame: everything the room said before the pong is its answer.
      const settle = async () => {
        socket.send({ type: "ping" });
        const frames: unknown[] = [];
        for (;;) {
          const frame = await socket.next();
          if (frame.type === "pong") return frames;
          frames.push(frame);
        }
      };
      const { problems, refused } = await run(hostileFrames(sample, FRAMES_PER_TYPE), {
        socket,
        schema: gameServerFrame,
        snapshot,
        settle,
      });
      expect(problems).toEqual([]);
      expect(refused).toBeGreaterThan(FRAMES_PER_TYPE / 2);
      // Still White to move on an untouched board.
      const fresh = await openSocket(`/parties/game/${roomId}`, { as: 16 });
      const { game } = await fresh.until((f) => f.type === "game_state");
      expect(game).toMatchObject({ status: "playing", turn: 0, history: [] });
      socket.close();
      fresh.close();
    },
  );
});

describe("fuzz: the notification room's one frame", () => {
  it(
    "viewing: 200 hostile frames each close only their own socket (4400), and the room goes on",
    { timeout: 120_000 },
    async () => {
      const member = 17;
      const cases = hostileFrames({ type: "viewing", userId: 3 }, FRAMES_PER_TYPE);
      const problems: string[] = [];
      let refused = 0;
      // A frame the room may keep: exactly `{ type: "viewing", userId }` with a positive id or null.
      const wellFormed = (data: string | Uint8Array) => {
        if (typeof data !== "string") return false;
        try {
          const value = JSON.parse(data) as Record<string, unknown>;
          const { userId } = value;
          return (
            Object.keys(value).length === 2 &&
            value.type === "viewing" &&
            (userId === null || (Number.isSafeInteger(userId) && (userId as number) > 0))
          );
        } catch {
          return false;
        }
      };
      for (const c of cases) {
        const socket = await openSocket(`/parties/notifications/${member}`, { as: member });
        expect((await socket.next()).type).toBe("notifications");
        socket.send(c.data);
        const label = `[${c.category}: ${c.note.slice(0, 60)}]`;
        if (wellFormed(c.data)) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          if (socket.closed()) problems.push(`${label} was well formed but closed the socket`);
        } else {
          await expect.poll(() => socket.closed()?.code).toBeDefined();
          const code = socket.closed()?.code;
          if (code === 4400) refused++;
          else problems.push(`${label} closed the socket with ${code}, not 4400`);
        }
        socket.close();
      }
      expect(problems).toEqual([]);
      expect(refused).toBeGreaterThan(FRAMES_PER_TYPE / 2);
      // The room still speaks to a new tab of its member.
      const fresh = await openSocket(`/parties/notifications/${member}`, { as: member });
      expect(await fresh.next()).toMatchObject({ type: "notifications", unread: expect.any(Number) });
      fresh.close();
    },
  );
});
