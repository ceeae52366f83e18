// Every WebSocket frame, in and out, as zod tagged unions. Rooms parse what arrives
// (never cast it) and senders write `JSON.stringify({...} satisfies ServerFrame)`.
import { z } from "zod";

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_HISTORY_LIMIT = 50;

const chatMessage = z.object({
  type: z.literal("chat_message"),
  id: z.string().min(1).max(64),
  userId: z.number().int().positive(),
  username: z.string().trim().min(1).max(80),
  content: z.string().trim().min(1, "Message is empty").max(CHAT_MESSAGE_MAX_LENGTH, `Message is longer than ${CHAT_MESSAGE_MAX_LENGTH} characters`),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatClientFrame = z.discriminatedUnion("type", [chatMessage]);

export type ChatServerFrame =
  | (ChatMessage & { createdAt: string })
  | { type: "chat_history"; messages: (ChatMessage & { createdAt: string })[] }
  | { type: "error"; message: string };

export const gameClientFrame = z.discriminatedUnion("type", [z.object({ type: z.literal("ping") })]);

export type GameServerFrame =
  | { type: "room_joined"; roomId: string; connections: number }
  | { type: "pong" }
  | { type: "error"; message: string };

/** Parse one text frame against a schema; a bad frame yields a message for an error frame. */
export function parseFrame<T extends z.ZodType>(
  schema: T,
  raw: unknown,
): { ok: true; frame: z.output<T> } | { ok: false; message: string } {
  if (typeof raw !== "string") return { ok: false, message: "Frames must be JSON text." };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, message: "Frame is not valid JSON." };
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, message: `Invalid frame${issue?.path.length ? ` (${issue.path.join(".")})` : ""}: ${issue?.message ?? "unknown"}` };
  }
  return { ok: true, frame: result.data };
}
