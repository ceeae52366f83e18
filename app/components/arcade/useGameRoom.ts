// Live room state for a room page: a partysocket to the room's GameRoom with a 3 s heartbeat, and
// the spec's 3 s polling of the participants API whenever the socket is down. The same socket
// carries the game: the room's game_state frames, and the moves and other actions this page sends,
// each answered by a new state or an error.
import PartySocket from "partysocket";
import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { getJson } from "~/lib/api-client";
import { PARTICIPANTS_POLL_MS } from "~/lib/arcade/arcade";
import { ARCADE_TEXTS } from "~/lib/texts";
import {
  gameServerFrame,
  HEARTBEAT_INTERVAL_MS,
  parseFrame,
  participant,
  roomSummary,
  type GameAction,
  type GameView,
  type Presence,
  type RoomEvent,
  type RoomSummary,
} from "../../../party/protocol";

export type LiveParticipant = z.infer<typeof participant> & { presence?: Presence };
export type SocketStatus = "connecting" | "connected" | "disconnected" | "error";

const participantList = z.array(participant);

const EVENT_WORDS: Record<RoomEvent["kind"], string> = {
  joined: "joined the room",
  left: "left the room",
  connected: "is here",
  away: "is away",
  back: "is back",
  disconnected: "has gone",
};
export const describeEvent = (event: RoomEvent) => `${event.displayName} ${EVENT_WORDS[event.kind]}`;

export function useGameRoom(initial: {
  room: RoomSummary;
  participants: LiveParticipant[];
  game: GameView | null;
  /** A private room's token: its socket and API let in only those who bring it (or hold a seat). */
  inviteToken: string | null;
}) {
  const roomId = initial.room.id;
  const invite = initial.inviteToken;
  const [room, setRoom] = useState(initial.room);
  const [participants, setParticipants] = useState(initial.participants);
  const [spectators, setSpectators] = useState(0);
  const [status, setStatus] = useState<SocketStatus>("connecting");
  const [announcement, setAnnouncement] = useState("");
  const [game, setGame] = useState<GameView | null>(initial.game);
  /** The room's last refusal of something this page asked; `n` tells two equal ones apart. */
  const [refusal, setRefusal] = useState<{ message: string; n: number } | null>(null);
  const socketRef = useRef<PartySocket | null>(null);

  useEffect(() => {
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: "game",
      room: String(roomId),
      query: invite ? { invite } : undefined,
      minReconnectionDelay: 3000,
      maxReconnectionDelay: 3000,
      reconnectionDelayGrowFactor: 1,
      maxEnqueuedMessages: 0,
    });
    socketRef.current = socket;
    const beat = () => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify({ type: "heartbeat" }));
    const timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS);
    const onOpen = () => setStatus("connected");
    const onClose = () => setStatus((s) => (s === "error" ? s : "disconnected"));
    const onError = (event: Event) => {
      console.error("Game room socket error", event);
      setStatus("error");
    };
    const onMessage = (event: MessageEvent) => {
      const parsed = parseFrame(gameServerFrame, event.data);
      if (!parsed.ok) return;
      const { frame } = parsed;
      if (frame.type === "room_state") {
        setRoom(frame.room);
        setParticipants(frame.participants);
        setSpectators(frame.spectators);
        if (
          frame.event &&
          (frame.event.kind === "joined" ||
            frame.event.kind === "left" ||
            frame.event.kind === "away" ||
            frame.event.kind === "back")
        ) {
          setAnnouncement(describeEvent(frame.event));
        }
      } else if (frame.type === "game_state") {
        setGame(frame.game);
      } else if (frame.type === "error") {
        setRefusal((r) => ({ message: frame.message, n: (r?.n ?? 0) + 1 }));
      }
    };
    socket.addEventListener("open", onOpen);
    socket.addEventListener("close", onClose);
    socket.addEventListener("error", onError);
    socket.addEventListener("message", onMessage);
    return () => {
      window.clearInterval(timer);
      socket.removeEventListener("open", onOpen);
      socket.removeEventListener("close", onClose);
      socket.removeEventListener("error", onError);
      socket.removeEventListener("message", onMessage);
      socket.close();
      socketRef.current = null;
    };
  }, [roomId, invite]);

  /** Re-read the room and its participants over HTTP (used while the socket is down, and after our own join). */
  const refresh = useCallback(async () => {
    const query = invite ? `?${new URLSearchParams({ invite })}` : "";
    const [roomData, list] = await Promise.all([
      getJson(`/api/game-rooms/${roomId}${query}`),
      getJson(`/api/game-rooms/${roomId}/participants${query}`),
    ]);
    const parsedRoom = roomSummary.safeParse(roomData);
    const parsedList = participantList.safeParse(list);
    if (parsedRoom.success) setRoom(parsedRoom.data);
    if (parsedList.success) {
      setParticipants((current) => {
        const presence = new Map(current.map((p) => [p.userId, p.presence]));
        return parsedList.data.filter((p) => p.isActive).map((p) => ({ ...p, presence: presence.get(p.userId) }));
      });
    }
  }, [roomId, invite]);

  useEffect(() => {
    if (status === "connected") return;
    const timer = window.setInterval(() => {
      refresh().catch((error: unknown) => console.error(ARCADE_TEXTS.fetchParticipantsFailed, error));
    }, PARTICIPANTS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [status, refresh]);

  /** Send a move or another game action; false when the socket is down (nothing is queued: a stale move is worse than none). */
  const act = useCallback((action: GameAction): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(action));
    return true;
  }, []);

  return {
    room,
    participants,
    spectators,
    status,
    announcement,
    game,
    refusal,
    act,
    setParticipants,
    setRoom,
    refresh,
  };
}
