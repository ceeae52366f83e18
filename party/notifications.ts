// Each member's notification room (docs/features/notifications.md#live), named by their user id:
// every open tab of theirs connects, with the session cookie, and hears new notifications, the
// unread count and message activity as they happen. Writes happen in the Worker; when a request has
// written something a member should hear about, the Worker asks their room to catch up (`refresh`),
// and the room reads D1 itself, so what it sends is what is stored. A messages page says which
// thread it shows (`viewing`): a direct message in that thread is on screen already, so its
// notification is dropped before anyone hears of it.
import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { getSocketMember, stillSignedIn } from "../app/server/auth.server";
import { createDb, type Db } from "../app/models/db.server";
import { jsonError } from "../app/server/http";
import type { LiveTopic } from "../app/models/db.server";
import { forgetViewedMessages, liveState } from "../app/models/notification.server";
import { readViewingFrame, type NotificationServerFrame } from "./notification-frames";

type Seen = { userId: number; session: string; checkedAt: number; viewing?: number | null };

export class NotificationRoom extends Server<Env> {
  static options = { hibernate: true };

  #dbClient: Db | undefined;
  /** The raw binding, not a D1 session: the primary has the notifications a request just wrote. */
  get #db(): Db {
    return (this.#dbClient ??= createDb(this.env.DB));
  }

  get #userId(): number | null {
    return /^[1-9][0-9]{0,9}$/.test(this.name) ? Number(this.name) : null;
  }

  onRequest() {
    return jsonError(426, "Connect to this room with a WebSocket.");
  }

  async onConnect(connection: Connection<Seen>, { request }: ConnectionContext) {
    const member = await getSocketMember(this.#db, request);
    // Only its member may listen: another member's socket is closed before it hears anything.
    if (!member || member.user.id !== this.#userId) {
      connection.close(4403, "This is another member's notification room");
      return;
    }
    connection.setState({ userId: member.user.id, session: member.session, checkedAt: Date.now() });
    const state = await liveState(this.#db, { userId: member.user.id, since: null });
    await this.#remember(state.since);
    send(connection, { type: "notifications", unread: state.unread, items: [], quietUntil: state.quietUntil });
  }

  onMessage(connection: Connection<Seen>, raw: WSMessage) {
    const frame = readViewingFrame(raw);
    const seen = connection.state;
    if (!frame || !seen) return connection.close(4400, "This room only hears which thread is on screen");
    connection.setState({ ...seen, viewing: frame.userId });
  }

  /** Refreshes one at a time: two at once would both read the same `since` and send an item twice. */
  #queue: Promise<void> = Promise.resolve();

  /** Called by the Worker after a write that concerns this member. */
  refresh(topics: LiveTopic[]): Promise<void> {
    const next = this.#queue.then(() => this.#refresh(topics));
    this.#queue = next.catch((error: unknown) => console.error("Notification room refresh failed", error));
    return next;
  }

  async #refresh(topics: LiveTopic[]) {
    const userId = this.#userId;
    const listeners = [...this.getConnections<Seen>()];
    if (userId === null || listeners.length === 0) return;
    // A signed-out session stops hearing. A socket still connecting has no state yet: its own
    // first frame, read after this write, is up to date.
    for (const connection of listeners) {
      const seen = connection.state;
      if (!seen) continue;
      if (!(await stillSignedIn(this.#db, seen))) connection.close(4401, "Signed out");
      else connection.setState(seen);
    }
    if (topics.includes("messages"))
      this.broadcast(JSON.stringify({ type: "messages" } satisfies NotificationServerFrame));
    if (!topics.includes("notifications")) return;
    const viewed = listeners.flatMap((connection) => connection.state?.viewing ?? []);
    if (viewed.length) await forgetViewedMessages(this.#db, { userId, senderIds: viewed });
    const since = (await this.ctx.storage.get<string>("since")) ?? null;
    const state = await liveState(this.#db, { userId, since });
    await this.#remember(state.since);
    this.broadcast(
      JSON.stringify({
        type: "notifications",
        unread: state.unread,
        items: state.items,
        quietUntil: state.quietUntil,
      } satisfies NotificationServerFrame),
    );
  }

  async #remember(since: string | null) {
    if (since) await this.ctx.storage.put("since", since);
  }
}

function send(connection: Connection, frame: NotificationServerFrame) {
  try {
    connection.send(JSON.stringify(frame));
  } catch {
    // closed while its first frame was being read: nothing to tell it
  }
}
