// The community chat room (spec doc 1, 2.13). History lives in the room's own SQLite.
import { Server, type Connection, type WSMessage } from "partyserver";
import { CHAT_HISTORY_LIMIT, chatClientFrame, parseFrame, type ChatServerFrame } from "./protocol";

type StoredMessage = { id: string; user_id: number; username: string; content: string; created_at: string };

export class ChatRoom extends Server<Env> {
  static options = { hibernate: true };

  onStart() {
    this.sql`CREATE TABLE IF NOT EXISTS messages (
      id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, username TEXT NOT NULL,
      content TEXT NOT NULL, created_at TEXT NOT NULL)`;
  }

  onConnect(connection: Connection) {
    const rows = this.sql<StoredMessage>`SELECT * FROM messages ORDER BY created_at DESC LIMIT ${CHAT_HISTORY_LIMIT}`;
    const messages = rows.reverse().map((row) => ({
      type: "chat_message" as const,
      id: row.id,
      userId: row.user_id,
      username: row.username,
      content: row.content,
      createdAt: row.created_at,
    }));
    send(connection, { type: "chat_history", messages });
  }

  onMessage(connection: Connection, raw: WSMessage) {
    const parsed = parseFrame(chatClientFrame, raw);
    if (!parsed.ok) return send(connection, { type: "error", message: parsed.message });
    const message = { ...parsed.frame, createdAt: new Date().toISOString() };
    this.sql`INSERT OR IGNORE INTO messages (id, user_id, username, content, created_at)
      VALUES (${message.id}, ${message.userId}, ${message.username}, ${message.content}, ${message.createdAt})`;
    this.broadcast(JSON.stringify(message satisfies ChatServerFrame));
  }
}

function send(connection: Connection, frame: ChatServerFrame) {
  connection.send(JSON.stringify(frame));
}
