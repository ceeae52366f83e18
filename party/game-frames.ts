// Frames the game room sends; JSON on the wire, typed by party/protocol.ts.
import type { Connection } from "partyserver";
import type { Match } from "./match";
import { matchView } from "./match-view";
import type { GameServerFrame } from "./protocol";

export function send(connection: Connection, frame: GameServerFrame) {
  connection.send(JSON.stringify(frame));
}

/** The game as everyone sees it at this moment. */
export function gameStateFrame(match: Match, grace: number): GameServerFrame {
  return { type: "game_state", game: matchView(match, Date.now(), grace) };
}
