// bench/move-latency: the move round trip in a GameRoom (issue 8). Two members play random
// legal moves in rooms of each game; for every move it times send -> the mover's own socket
// getting the new state (the round trip: parse, referee, SQLite write, broadcast) and send ->
// the opponent's socket getting it. Reports p50 and p99 per game and overall. Runs against
// the built app under `wrangler dev` (npm run build first); Node 20 needs --experimental-websocket.
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import type { GameView } from "../party/protocol";
import { GAME_TYPES } from "../app/lib/vocab";
import { printTable, writeResult } from "./lib";

const ROOMS_PER_GAME = 3;
const MAX_MOVES_PER_ROOM = 60;
const PLAYERS = [2, 3] as const;

type Socket = { ws: WebSocket; waiters: ((game: GameView) => boolean)[]; last: GameView | null };

const server = await startDevServer({ vars: { ...LOCAL_SIGN_IN_VARS } });
const base = server.url;
// Each player's session cookie, signed in once before the first room.
const cookies = new Map<number, string>();

async function post(userId: number, path: string, body?: unknown) {
  const response = await fetch(new URL(path, base), {
    method: "POST",
    headers: {
      cookie: cookies.get(userId) ?? "",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: number };
}

function open(roomId: number, userId: number): Promise<Socket> {
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}/parties/game/${roomId}`, {
    headers: { cookie: cookies.get(userId) },
  } as unknown as string[]);
  const socket: Socket = { ws, waiters: [], last: null };
  return new Promise((resolve, reject) => {
    ws.addEventListener("error", () => reject(new Error("socket failed")));
    ws.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data)) as { type: string; game?: GameView; message?: string };
      if (frame.type === "error") throw new Error(`room refused: ${frame.message}`);
      if (frame.type !== "game_state" || !frame.game) return;
      socket.last = frame.game;
      socket.waiters = socket.waiters.filter((w) => !w(frame.game!));
      resolve(socket);
    });
  });
}

/** Resolves with the time when `socket` sees a state with `moves` moves. */
const seen = (socket: Socket, moves: number) =>
  new Promise<number>((resolve) => {
    const check = (game: GameView) => {
      if (game.history.length < moves) return false;
      resolve(performance.now());
      return true;
    };
    if (!socket.last || !check(socket.last)) socket.waiters.push(check);
  });

const samples: Record<string, { own: number[]; other: number[] }> = {};
let roomsMade = 0;
try {
  for (const userId of PLAYERS) cookies.set(userId, await signInAs(base, userId));
  for (const gameType of GAME_TYPES) {
    samples[gameType] = { own: [], other: [] };
    for (let r = 0; r < ROOMS_PER_GAME; r++) {
      // The two players take turns hosting, so neither passes the room-creation rate limit (10 per 10 minutes).
      const [host, guest] = roomsMade++ % 2 === 0 ? PLAYERS : ([PLAYERS[1], PLAYERS[0]] as const);
      const room = await post(host, "/api/game-rooms", { name: `bench ${gameType} ${r}`, gameType });
      await post(guest, `/api/game-rooms/${room.id}/join`);
      const sockets = [await open(room.id, PLAYERS[0]), await open(room.id, PLAYERS[1])];
      for (let m = 0; m < MAX_MOVES_PER_ROOM; m++) {
        const game = sockets[0]!.last!;
        if (game.status !== "playing" || game.turn === null) break;
        const mover = game.players[game.turn]!.userId === PLAYERS[0] ? 0 : 1;
        const move = game.legalMoves[Math.floor(Math.random() * game.legalMoves.length)]!;
        const own = seen(sockets[mover]!, game.history.length + 1);
        const other = seen(sockets[1 - mover]!, game.history.length + 1);
        const started = performance.now();
        sockets[mover]!.ws.send(JSON.stringify({ type: "move", move: move.notation }));
        samples[gameType].own.push((await own) - started);
        samples[gameType].other.push((await other) - started);
      }
      for (const s of sockets) s.ws.close();
    }
  }

  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
  };
  const row = (name: string, own: number[], other: number[]) => ({
    game: name,
    moves: own.length,
    roundTripP50Ms: quantile(own, 0.5),
    roundTripP99Ms: quantile(own, 0.99),
    opponentP50Ms: quantile(other, 0.5),
    opponentP99Ms: quantile(other, 0.99),
  });
  const rows = Object.entries(samples).map(([name, s]) => row(name, s.own, s.other));
  const all = row(
    "all",
    Object.values(samples).flatMap((s) => s.own),
    Object.values(samples).flatMap((s) => s.other),
  );
  printTable([...rows, all]);
  console.log(`results: ${writeResult("move-latency", { rows, all })}`);
} finally {
  await server.stop();
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
