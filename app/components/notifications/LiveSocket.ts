// The member's notification room, live: a WebSocket to /parties/notifications/<id>,
// with the session cookie, reconnecting with a growing delay (a plain socket: partysocket would
// double this code's weight). Each frame updates the bell; arrivals are announced politely,
// several within a few seconds as one sentence, none during quiet hours (those are summarised
// when they end), and the words leave the status region after a while. While the socket is
// down, the unread count is polled instead.
import { arrivalsSentence, spokenKind } from "~/lib/notification-arrivals";
import type { NotificationItem } from "~/lib/notifications";
import { readNotificationFrame, type LiveItem } from "../../../party/notification-frames";
import { emitMessages, setLive } from "./live";
import { onViewingChange } from "./viewing";

/** Arrivals this close together are said as one sentence. */
const GATHER_MS = 2500;
const POLL_MS = 30_000;
const RETRY_MS = { first: 3000, max: 60_000 };
/** How long an announcement stays in the status region: said once, then gone. */
const SHOWN_MS = 10_000;

let gathered: LiveItem[] = [];
let gatherTimer: ReturnType<typeof setTimeout> | undefined;
let held = 0;
let quietTimer: ReturnType<typeof setTimeout> | undefined;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function say(text: string) {
  // Cleared first, so the same words twice are still announced.
  setLive({ announcement: "" });
  setTimeout(() => setLive({ announcement: text }), 50);
  if (clearTimer) clearTimeout(clearTimer);
  clearTimer = setTimeout(() => setLive({ announcement: "" }), SHOWN_MS);
}

function arrive(items: LiveItem[], quietUntil: string | null) {
  if (quietUntil) {
    // Only what the announce setting would have said is summarised.
    held += items.filter((item) => item.announce).length;
    if (quietTimer) clearTimeout(quietTimer);
    quietTimer = setTimeout(
      () => {
        if (held) say(`While quiet hours were on, ${held} ${held === 1 ? "notification" : "notifications"} arrived.`);
        held = 0;
      },
      Math.max(Date.parse(quietUntil) - Date.now(), 0),
    );
    return;
  }
  const spoken = items.filter((item) => item.announce);
  if (!spoken.length) return;
  gathered.push(...spoken);
  gatherTimer ??= setTimeout(() => {
    say(arrivalsSentence(gathered));
    gathered = [];
    gatherTimer = undefined;
  }, GATHER_MS);
}

export function connectLive(userId: number) {
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let retry = RETRY_MS.first;
  let newestSeen = 0;

  const poll = async () => {
    if (document.hidden) return;
    try {
      const response = await fetch("/api/notifications?limit=10", { headers: { accept: "application/json" } });
      if (!response.ok) return;
      const page = (await response.json()) as {
        items: NotificationItem[];
        unread: number;
        live: { announce: "all" | "mentions" | "none"; quietUntil: string | null };
      };
      setLive({ unread: page.unread });
      const fresh = page.items.filter((item) => !item.read && item.id > newestSeen);
      if (newestSeen && fresh.length)
        arrive(
          fresh.reverse().map((item) => ({
            id: item.id,
            kind: item.kind,
            actorName: item.actorName,
            announce: spokenKind(page.live.announce, item.kind),
          })),
          page.live.quietUntil,
        );
      newestSeen = Math.max(newestSeen, ...page.items.map((item) => item.id), 1);
    } catch {
      // offline: the next tick tries again
    }
  };
  const startPolling = () => {
    pollTimer ??= setInterval(() => void poll(), POLL_MS);
  };
  const stopPolling = () => {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = undefined;
  };

  let current: WebSocket | null = null;
  const tellViewing = (viewing: number | null) => {
    if (current?.readyState === WebSocket.OPEN) current.send(JSON.stringify({ type: "viewing", userId: viewing }));
  };
  const open = () => {
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${window.location.host}/parties/notifications/${userId}`);
    current = socket;
    socket.addEventListener("open", () => {
      retry = RETRY_MS.first;
      stopPolling();
      setLive({ connected: true });
      tellViewing(onViewingChange(tellViewing));
    });
    socket.addEventListener("close", (event) => {
      setLive({ connected: false });
      startPolling();
      // Another member's room, or signed out: trying again would be refused again.
      if (event.code === 4403 || event.code === 4401) return;
      setTimeout(open, retry);
      retry = Math.min(retry * 2, RETRY_MS.max);
    });
    socket.addEventListener("message", (event: MessageEvent) => {
      const frame = readNotificationFrame(event.data);
      if (!frame) return;
      if (frame.type === "messages") return emitMessages();
      setLive({ unread: frame.unread });
      for (const item of frame.items) newestSeen = Math.max(newestSeen, item.id);
      if (frame.items.length) arrive(frame.items, frame.quietUntil);
    });
  };
  open();
}
