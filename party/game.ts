// A two-player game room (spec doc 2, Game room). The realtime and online-play issues
// give it game state; for now it accepts connections, counts them and answers pings.
import { Server, type Connection, type WSMessage } from "partyserver";
import { gameClientFrame, parseFrame, type GameServerFrame } from "./protocol";

export class GameRoom extends Server<Env> {
  static options = { hibernate: true };

  onConnect(connection: Connection) {
    const connections = [...this.getConnections()].length;
    send(connection, { type: "room_joined", roomId: this.name, connections });
  }

  onMessage(connection: Connection, raw: WSMessage) {
    const parsed = parseFrame(gameClientFrame, raw);
    if (!parsed.ok) return send(connection, { type: "error", message: parsed.message });
    send(connection, { type: "pong" });
  }
}

function send(connection: Connection, frame: GameServerFrame) {
  connection.send(JSON.stringify(frame));
}
