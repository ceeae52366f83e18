// A two-player game room (docs/features/rooms-and-arcade.md), one Durable Object per game_rooms
// row, named by its id. D1 holds who the participants are; this room holds who is connected right
// now and the game itself. Each browser sends a heartbeat every 3 s; a connection whose heartbeat
// is late by more than AWAY_AFTER_MS is "away", and everyone hears about it at once. The room is
// the referee (decision 009): the game lives in its SQLite, every move is checked by party/match.ts
// against the game's rules, and the result goes to D1. In a room that takes its time (pace
// "correspondence", docs/features/notifications.md) nobody forfeits by being away: a player who is
// not in the room is told it's their turn, and reads that on coming back.
import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { jsonError } from "../app/server/http";
import {
  getRoomActor,
  getSocketMember,
  stillSignedIn,
  suspensionOf,
  VISITOR_ID,
  type CurrentUser,
} from "../app/server/auth.server";
import { execute } from "../app/server/commands/command.server";
import { readRoomNotices, restartGame } from "../app/server/commands/rooms.server";
import { createDb, type Db } from "../app/models/db.server";
import { mayEnter, type Room } from "../app/models/game-room.server";
import { GAMES, roomAccessQuery } from "../app/lib/arcade/arcade";
import { notifyStatement } from "../app/models/notification.server";
import { tellRooms } from "./rooms.server";
import { gameStateFrame, send } from "./game-frames";
import { markOverdue, nextAwayAt, presenceOf, roomState, type Seen } from "./game-presence";
import { ResultRecorder } from "./game-result";
import { RoomSeats } from "./game-seats";
import { MatchStore } from "./game-store";
import { act, forfeit, playerToMove, rematchOf, startMatch, syncPresence, type Match } from "./match";
import { matchView } from "./match-view";
import {
  GAME_SIGN_IN,
  gameClientFrame,
  parseFrame,
  RECONNECT_GRACE_MS,
  type GameAction,
  type GameServerFrame,
  type GameView,
  type Presence,
  type RoomEvent,
  type RoomState,
} from "./protocol";

export class GameRoom extends Server<Env> {
  static options = { hibernate: true };

  #dbClient: Db | undefined;
  /**
   * One drizzle client for the room's lifetime; every D1 read and write is a model function. The raw
   * binding, not a D1 session: it always asks the primary, which has what requests just wrote.
   */
  get #db(): Db {
    return (this.#dbClient ??= createDb(this.env.DB));
  }

  /** Plain HTTP to a room gets a JSON answer, not partyserver's text 404. */
  onRequest() {
    return jsonError(426, "Connect to this room with a WebSocket.");
  }

  /** D1's view of the room. */
  #seats = new RoomSeats(
    () => this.#db,
    () => this.roomId,
  );
  /** The game, kept in this room's SQLite. */
  #matches = new MatchStore(this.sql.bind(this));
  #results = new ResultRecorder({
    matches: this.#matches,
    db: () => this.#db,
    roomId: () => this.roomId,
    completed: () => this.#setRoomStatus("completed"),
    scheduleRetry: () => this.#scheduleSweep(),
  });

  onStart() {
    this.#matches.createTable();
  }

  get roomId(): number | null {
    return /^[1-9][0-9]{0,9}$/.test(this.name) ? Number(this.name) : null;
  }

  async onConnect(connection: Connection<Seen>, { request }: ConnectionContext) {
    const found = await this.#seats.load();
    // The upgrade carries the session cookie. A visitor watches: no presence, no seat, and every action refused.
    const member = found ? await getSocketMember(this.#db, request) : null;
    // A private room takes its invite token (?invite=), unless this is its host or a player;
    // without it the room is one that does not exist.
    const query = roomAccessQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    const room = this.#seats.room;
    if (
      !room ||
      !mayEnter({ room, participants: this.#seats.participants }, member?.user.id ?? VISITOR_ID, query.data?.invite)
    ) {
      send(connection, { type: "error", code: "not_found", message: "Game room not found." });
      connection.close(4404, "Game room not found");
      return;
    }
    if (!member) {
      const state = this.#state(null);
      if (state) send(connection, state);
      const match = this.#current;
      if (match) send(connection, gameStateFrame(match, this.#grace));
      return;
    }
    const userId = member.user.id;
    const displayName = await this.#seats.nameOf(userId);
    const wasOnline = this.#presenceOf(userId) === "online";
    connection.setState({
      userId,
      displayName,
      lastSeen: Date.now(),
      away: false,
      session: member.session,
      checkedAt: Date.now(),
      suspendedUntil: member.user.suspendedUntil,
      suspensionCheckedAt: Date.now(),
    });
    await this.#scheduleSweep();
    this.#broadcastState(wasOnline ? null : { kind: "connected", userId, displayName });
    await this.#readNotifications(member.user);
    // A player coming back gets their seat and the whole game; anyone else watches it.
    await this.#reconcile();
    this.#syncDrops();
    const match = this.#current;
    if (match) send(connection, gameStateFrame(match, this.#grace));
  }

  async onMessage(connection: Connection<Seen>, raw: WSMessage) {
    const parsed = parseFrame(gameClientFrame, raw);
    if (!parsed.ok) return send(connection, { type: "error", code: "invalid", message: parsed.message });
    const frame = parsed.frame;
    if (!connection.state && frame.type !== "ping" && frame.type !== "heartbeat") {
      return send(connection, { type: "error", code: "sign_in", message: GAME_SIGN_IN });
    }
    switch (frame.type) {
      case "heartbeat": {
        const state = connection.state;
        if (!state) return;
        const wasAway = this.#presenceOf(state.userId) !== "online";
        connection.setState({ ...state, lastSeen: Date.now(), away: false });
        if (wasAway) {
          await this.#seats.ensureLoaded();
          this.#broadcastState({ kind: "back", userId: state.userId, displayName: state.displayName });
          this.#syncDrops();
        }
        await this.#scheduleSweep();
        return;
      }
      case "ping":
        return send(connection, { type: "pong" });
      case "move":
      case "resign":
      case "draw":
      case "rematch":
      case "claim_win":
        return this.#act(connection, frame);
      default:
        frame satisfies never;
    }
  }

  async onClose(connection: Connection<Seen>) {
    const state = connection.state;
    if (!state) return;
    await this.#seats.ensureLoaded();
    if (this.#presenceOf(state.userId) === "offline") {
      this.#broadcastState({ kind: "disconnected", userId: state.userId, displayName: state.displayName });
      this.#syncDrops();
    }
  }

  /** Marks connections whose heartbeat is overdue as away, then waits for the next deadline. */
  async onAlarm() {
    const now = Date.now();
    const wentAway = markOverdue(this.#connections, now);
    if (wentAway.size) {
      await this.#seats.ensureLoaded();
      for (const [userId, displayName] of wentAway) {
        if (this.#presenceOf(userId) === "away") this.#broadcastState({ kind: "away", userId, displayName });
      }
      this.#syncDrops();
    }
    if (this.#results.retryDue(now)) await this.#results.save();
    await this.#scheduleSweep();
  }

  /** RPC from the join and leave API (party/rooms.server.ts): reread D1 and tell everyone. */
  async participantsChanged(event: Pick<RoomEvent, "kind" | "userId">) {
    await this.#seats.load();
    const displayName = await this.#seats.nameOf(event.userId);
    this.#broadcastState({ ...event, displayName });
    await this.#reconcile();
  }

  /** RPC from the room page's loader: the game as it stands, so the first paint has the board. */
  async gameView(): Promise<GameView | null> {
    const match = this.#current;
    return match ? matchView(match, Date.now(), this.#grace) : null;
  }

  // -------------------------------------------------------------- the game

  get #grace(): number {
    const configured = Number(this.env.GAME_RECONNECT_GRACE_MS);
    return Number.isFinite(configured) && configured > 0 ? configured : RECONNECT_GRACE_MS;
  }

  get #current(): Match | null {
    return this.#matches.current;
  }

  /** Stored before anyone hears of it: the output gate holds the broadcast until the write is durable. */
  #store(match: Match) {
    this.#matches.write(match);
    this.broadcast(JSON.stringify(gameStateFrame(match, this.#grace)));
  }

  async #act(connection: Connection<Seen>, action: GameAction) {
    // Signing out (or an expired session) ends what an open socket may do.
    const seen = connection.state;
    if (seen && !(await stillSignedIn(this.#db, seen)))
      return send(connection, { type: "error", code: "sign_in", message: GAME_SIGN_IN });
    // A suspended member watches: every frame that would change the game is refused
    // (docs/features/trust.md#suspension).
    const suspended = seen ? await suspensionOf(this.#db, seen) : null;
    if (seen) connection.setState(seen);
    if (suspended) return send(connection, { type: "error", code: "suspended", message: suspended });
    const userId = connection.state?.userId;
    const match = this.#current;
    if (userId === undefined || !match)
      return send(connection, { type: "error", code: "no_game", message: "No game is being played in this room yet." });
    await this.#seats.ensureLoaded();
    if (action.type === "claim_win" && this.#takesItsTime)
      return send(connection, {
        type: "error",
        code: "not_allowed",
        message: "This game takes its time: your opponent is told it's their turn and can move whenever suits them.",
      });
    const acted = act(match, userId, action, Date.now(), this.#grace);
    if (!acted.ok) return send(connection, { type: "error", code: acted.code, message: acted.message });
    const rematch = action.type === "rematch" ? rematchOf(acted.match, Date.now()) : null;
    if (rematch) {
      // The finished game's result must be in D1 before the next game replaces it here.
      if (!match.saved && !(await this.#results.save())) {
        return send(connection, {
          type: "error",
          code: "not_allowed",
          message: "Still saving the last result. Try the rematch again in a moment.",
        });
      }
      this.#store(rematch);
      const actor = await getRoomActor(this.#db, userId);
      await this.#setRoomStatus("in_progress", async () => {
        const restarted = await execute(restartGame, {
          db: this.#db,
          env: this.env,
          actor,
          input: { roomId: this.roomId! },
        });
        return restarted.ok && restarted.value.restarted;
      });
      return;
    }
    this.#store(acted.match);
    if (acted.match.outcome) await this.#results.save();
    else if (action.type === "move") await this.#tellTurn(acted.match);
  }

  /**
   * Bring the game in line with D1's seats: a player who gave up their seat mid-game forfeits,
   * and two seated players with no game between them start one.
   */
  async #reconcile() {
    const room = this.#seats.room;
    if (!room) return;
    const seated = this.#seats.participants.filter((p) => p.isActive).sort((a, b) => a.playerNumber - b.playerNumber);
    let match = this.#current;
    const now = Date.now();
    if (match && !match.outcome) {
      const gone = match.players.find((id) => !seated.some((p) => p.userId === id));
      if (gone !== undefined) {
        match = forfeit(match, gone, now)!;
        this.#store(match);
      }
    }
    if (match?.outcome && !match.saved) await this.#results.save();
    match = this.#current;
    const [first, second] = seated;
    if (room.status !== "in_progress" || !first || !second || seated.length !== 2) return;
    const samePlayers = match !== null && match.players.includes(first.userId) && match.players.includes(second.userId);
    if (match && (!match.outcome || samePlayers || !match.saved)) return;
    const started = startMatch({
      gameType: room.gameType,
      players: [first.userId, second.userId],
      names: [first.displayName, second.displayName],
      number: (match?.number ?? 0) + 1,
      now,
    });
    this.#store(started);
    await this.#tellTurn(started);
  }

  // -------------------------------------------------------------- taking its time

  get #takesItsTime(): boolean {
    return this.#seats.room?.pace === "correspondence";
  }

  /** In a room that takes its time, the player to move hears of it when they are not here. */
  async #tellTurn(match: Match) {
    const next = playerToMove(match);
    const roomId = this.roomId;
    if (!this.#takesItsTime || next === null || roomId === null || this.#presenceOf(next) === "online") return;
    const mover = match.players.find((id) => id !== next)!;
    const moverName = match.names[match.players.indexOf(mover)];
    try {
      await notifyStatement(this.#db, {
        recipient: next,
        kind: "game_turn",
        actorId: mover,
        url: `/arcade/room/${roomId}`,
        detail: `${GAMES[match.gameType].name} with ${moverName}`,
        groupKey: `game-turn:${roomId}`,
      });
    } catch (error) {
      // The move stands; they still see it's their turn when they come back.
      console.error(`Game room ${roomId}: could not tell member ${next} it's their turn`, error);
    }
    await tellRooms(this.env, this.#db.effects.drain());
  }

  /** Coming into the room reads the member's invites to it and turns in it. */
  async #readNotifications(actor: CurrentUser) {
    const roomId = this.roomId;
    if (roomId === null) return;
    try {
      const result = await execute(readRoomNotices, { db: this.#db, env: this.env, actor, input: { roomId } });
      if (result.ok && result.value.read) await tellRooms(this.env, this.#db.effects.drain());
    } catch (error) {
      console.error(`Game room ${roomId}: could not mark member ${actor.id}'s notifications read`, error);
    }
  }

  /** Start or end a player's grace period when their connection drops or returns. */
  #syncDrops() {
    const match = this.#current;
    if (!match || this.#takesItsTime) return;
    const next = syncPresence(match, (userId) => this.#presenceOf(userId) === "online", Date.now());
    if (next) this.#store(next);
  }

  /** Tell everyone the room's status changed (after D1 has it). */
  async #setRoomStatus(status: Room["status"], write?: () => Promise<boolean>) {
    if (write && !(await write().catch(() => false))) return;
    await this.#seats.ensureLoaded();
    const room = this.#seats.room;
    if (room) this.#seats.room = { ...room, status };
    this.#broadcastState(null);
  }

  // -------------------------------------------------------------- presence

  /** A getter, not an iterable: each pass asks partyserver afresh. */
  #connections = () => this.getConnections<Seen>();

  #presenceOf(userId: number): Presence {
    return presenceOf(this.#connections, userId);
  }

  /** One alarm at the earliest moment a connected browser could become away, or a failed save is retried. */
  async #scheduleSweep() {
    const next = Math.min(nextAwayAt(this.#connections), this.#results.retryAt());
    if (next === Infinity) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next || current < Date.now()) await this.ctx.storage.setAlarm(next);
  }

  #state(event: RoomEvent | null): RoomState | null {
    return roomState(this.#seats.room, this.#seats.participants, this.#connections, event);
  }

  #broadcastState(event: RoomEvent | null) {
    const state = this.#state(event);
    if (state) this.broadcast(JSON.stringify(state satisfies GameServerFrame));
  }
}
