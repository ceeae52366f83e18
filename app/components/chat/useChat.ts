// A chat socket (docs/features/rooms-and-arcade.md): partysocket to the community room at the
// spec's /ws, or to a game room's chat, retrying every 3 s after a close with the
// retries visible, and the never-lost outbox.
import PartySocket from "partysocket";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { z } from "zod";
import { useEarcon } from "~/components/accessibility/useEarcon";
import {
  CHAT_ACK_TIMEOUT_MS,
  CHAT_OUTBOX_KEY,
  chatReducer,
  newMessageId,
  type ChatEntry,
  type ConnectionState,
} from "~/lib/chat";
import { CHAT_RECONNECT_DELAY_MS, chatServerFrame, parseFrame, type ChatClientFrame } from "../../../party/protocol";

export type ChatUser = { id: number; displayName: string };

const outboxSchema = z.array(
  z.object({
    id: z.string(),
    userId: z.number(),
    username: z.string(),
    content: z.string(),
    createdAt: z.string().nullable(),
    delivery: z.enum(["sending", "queued", "failed"]),
    error: z.string().optional(),
  }),
);

/** Which room: the community chat (the default) or a ChatRoom by name, such as a game room's (with a private one's invite token). */
export type ChatRoomName = { room?: string; invite?: string | null };
const outboxKey = (room?: string) => (room ? `${CHAT_OUTBOX_KEY}:${room}` : CHAT_OUTBOX_KEY);

function loadOutbox({ userId, room }: { userId: number; room?: string }): ChatEntry[] {
  try {
    const parsed = outboxSchema.safeParse(JSON.parse(localStorage.getItem(outboxKey(room)) ?? "[]"));
    if (!parsed.success) return [];
    return parsed.data
      .filter((e) => e.userId === userId)
      .map((e) => ({ ...e, delivery: e.delivery === "failed" ? "failed" : "queued" }));
  } catch {
    return [];
  }
}

export function useChat(
  user: ChatUser,
  { onIncoming, room, invite }: { onIncoming?: (entry: ChatEntry) => void } & ChatRoomName = {},
) {
  const [entries, dispatch] = useReducer(chatReducer, { userId: user.id, room }, loadOutbox);
  const [state, setState] = useState<ConnectionState>("connecting");
  const [retry, setRetry] = useState<{ at: number; attempt: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState("");
  const socketRef = useRef<PartySocket | null>(null);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const timers = useRef(new Map<string, number>());
  const attempts = useRef(0);
  // Read through a ref: the socket's handlers are set up once per room.
  const earcon = useEarcon();
  const earconRef = useRef(earcon);
  earconRef.current = earcon;
  const incoming = useRef(onIncoming);
  incoming.current = onIncoming;

  const clearTimer = (id: string) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  };

  const transmit = useCallback(
    (entry: ChatEntry) => {
      const socket = socketRef.current;
      if (!socket || socket.readyState !== WebSocket.OPEN) {
        dispatch({ type: "delivery", id: entry.id, delivery: "queued" });
        return;
      }
      const frame: ChatClientFrame = {
        type: "chat_message",
        id: entry.id,
        userId: user.id,
        username: user.displayName,
        content: entry.content,
      };
      socket.send(JSON.stringify(frame));
      dispatch({ type: "delivery", id: entry.id, delivery: "sending" });
      clearTimer(entry.id);
      timers.current.set(
        entry.id,
        window.setTimeout(
          () => dispatch({ type: "delivery", id: entry.id, delivery: "failed", error: "No reply from the chat room." }),
          CHAT_ACK_TIMEOUT_MS,
        ),
      );
    },
    [user.id, user.displayName],
  );

  useEffect(() => {
    const pending = timers.current;
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      ...(room ? { party: "chat", room } : { basePath: "ws" }),
      query: invite ? { invite } : undefined,
      minReconnectionDelay: CHAT_RECONNECT_DELAY_MS,
      maxReconnectionDelay: CHAT_RECONNECT_DELAY_MS,
      reconnectionDelayGrowFactor: 1,
      // The outbox below queues and resends; partysocket's own buffer would send twice.
      maxEnqueuedMessages: 0,
    });
    socketRef.current = socket;
    const onOpen = () => {
      attempts.current = 0;
      setRetry(null);
      setState("connected");
      for (const entry of entriesRef.current)
        if (entry.delivery === "queued" || entry.delivery === "sending") transmit(entry);
    };
    const onClose = () => {
      for (const id of [...pending.keys()]) clearTimer(id);
      dispatch({ type: "requeue" });
      attempts.current += 1;
      setRetry({ at: Date.now() + CHAT_RECONNECT_DELAY_MS, attempt: attempts.current });
      setNow(Date.now());
      setState((s) => (s === "error" ? "error" : "disconnected"));
    };
    const onError = (event: Event) => {
      console.error("Chat socket error", event);
      setState("error");
    };
    const onMessage = (event: MessageEvent) => {
      const parsed = parseFrame(chatServerFrame, event.data);
      if (!parsed.ok) return;
      const { frame } = parsed;
      if (frame.type === "chat_history") {
        for (const m of frame.messages) clearTimer(m.id);
        dispatch({ type: "history", messages: frame.messages });
      } else if (frame.type === "chat_message") {
        clearTimer(frame.id);
        const known = entriesRef.current.some((e) => e.id === frame.id);
        dispatch({ type: "received", message: frame });
        if (frame.userId === user.id && known) earconRef.current("sent");
        if (!known && frame.userId !== user.id) {
          earconRef.current("received");
          setAnnouncement(`${frame.username}: ${frame.content}`);
          incoming.current?.({ ...frame, delivery: "sent" });
        }
      } else if (frame.id) {
        clearTimer(frame.id);
        dispatch({ type: "delivery", id: frame.id, delivery: "failed", error: frame.message });
        setAnnouncement(`Message not sent. ${frame.message}`);
        earconRef.current("error");
      } else {
        console.error("Chat room refused a frame:", frame.message);
      }
    };
    socket.addEventListener("open", onOpen);
    socket.addEventListener("close", onClose);
    socket.addEventListener("error", onError);
    socket.addEventListener("message", onMessage);
    return () => {
      socket.removeEventListener("open", onOpen);
      socket.removeEventListener("close", onClose);
      socket.removeEventListener("error", onError);
      socket.removeEventListener("message", onMessage);
      socket.close();
      for (const id of [...pending.keys()]) clearTimer(id);
    };
  }, [transmit, user.id, room, invite]);

  // The visible countdown to the next attempt; when it runs out, partysocket is connecting again.
  useEffect(() => {
    if (!retry) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= retry.at) {
        setRetry(null);
        setState("connecting");
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [retry]);

  // Unsent own messages outlive the page, so leaving it never drops one silently.
  useEffect(() => {
    const outbox = entries.filter((e) => e.delivery !== "sent" && e.userId === user.id);
    try {
      if (outbox.length) localStorage.setItem(outboxKey(room), JSON.stringify(outbox));
      else localStorage.removeItem(outboxKey(room));
    } catch {
      // Storage unavailable: the messages still show as queued or not sent.
    }
  }, [entries, user.id, room]);

  const send = useCallback(
    (content: string): boolean => {
      const text = content.trim();
      if (!text) return false;
      const entry: ChatEntry = {
        id: newMessageId(),
        userId: user.id,
        username: user.displayName,
        content: text,
        createdAt: null,
        delivery: "queued",
      };
      dispatch({ type: "add", entry });
      transmit(entry);
      return true;
    },
    [transmit, user.id, user.displayName],
  );

  const retryMessage = useCallback(
    (id: string) => {
      const entry = entriesRef.current.find((e) => e.id === id);
      if (entry) transmit(entry);
    },
    [transmit],
  );
  const discard = useCallback((id: string) => dispatch({ type: "discard", id }), []);

  return {
    entries,
    state,
    retry: retry ? { inSeconds: Math.max(0, Math.ceil((retry.at - now) / 1000)), attempt: retry.attempt } : null,
    announcement,
    send,
    retryMessage,
    discard,
  };
}
