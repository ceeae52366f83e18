// The five games' rules by game type. The room looks them up here; the
// browser never imports this file (chess.js stays on the server).
import type { GameType } from "../../app/lib/arcade/arcade";
import { checkers } from "./checkers";
import { chess } from "./chess";
import { connectFour } from "./connect-four";
import { reversi } from "./reversi";
import { ticTacToe } from "./tic-tac-toe";
import type { GameRules } from "./types";

// Each module's state type differs; the room handles states only through their own module,
// after parsing them with its schema, so it may hold them as `unknown`.
const erase = <S>(rules: GameRules<S>) => rules as unknown as GameRules<unknown>;

export const RULES: Record<GameType, GameRules<unknown>> = {
  chess: erase(chess),
  checkers: erase(checkers),
  tic_tac_toe: erase(ticTacToe),
  connect_four: erase(connectFour),
  reversi: erase(reversi),
};
