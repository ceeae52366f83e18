// Opens a WebSocket to the real Worker and hands back frames in arrival order.
import { SELF } from "./worker";
import { memberCookie } from "./constants";

// Frames are JSON from the rooms; tests read fields freely and assert with toMatchObject.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Frame = any;

/** `as` picks the acting member through their session cookies (decision 016); default member 1; null is a visitor. */
export async function openSocket(path: string, { as = 1 }: { as?: number | null } = {}) {
  const headers: Record<string, string> = { Upgrade: "websocket" };
  if (as !== null) headers.cookie = memberCookie(as);
  const response = await SELF.fetch(`http://example.com${path}`, { headers });
  const ws = response.webSocket;
  if (response.status !== 101 || !ws) throw new Error(`Expected a WebSocket upgrade, got ${response.status}`);
  const queue: Frame[] = [];
  const waiting: ((frame: Frame) => void)[] = [];
  ws.addEventListener("message", (event) => {
    const frame: Frame = JSON.parse(String(event.data));
    const resolve = waiting.shift();
    if (resolve) resolve(frame);
    else queue.push(frame);
  });
  let closedWith: { code: number; reason: string } | null = null;
  ws.addEventListener("close", (event) => {
    closedWith = { code: event.code, reason: event.reason };
  });
  ws.accept();
  const next = (timeoutMs = 8000): Promise<Frame> =>
    queue.length > 0
      ? Promise.resolve(queue.shift())
      : new Promise<Frame>((resolve, reject) => {
          const waiter = (frame: Frame) => {
            clearTimeout(timer);
            resolve(frame);
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(new Error("No frame arrived"));
          }, timeoutMs);
          waiting.push(waiter);
        });
  return {
    /** Text as is, bytes as a binary frame, anything else as JSON text. */
    send: (frame: unknown) =>
      ws.send(typeof frame === "string" || frame instanceof Uint8Array ? frame : JSON.stringify(frame)),
    /** How the room closed the socket, or null while it is open. */
    closed: () => closedWith,
    next,
    /** Read frames until one satisfies `match`; the ones before it are dropped. */
    async until(match: (frame: Frame) => boolean, timeoutMs = 8000): Promise<Frame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("No matching frame arrived");
        const frame = await next(left);
        if (match(frame)) return frame;
      }
    },
    /** Frames already received and not yet read. */
    pending: (): Frame[] => queue.splice(0),
    close: () => ws.close(1000, "done"),
  };
}
export type TestSocket = Awaited<ReturnType<typeof openSocket>>;
