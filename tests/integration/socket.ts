// Opens a WebSocket to the real Worker and hands back frames in arrival order.
import { SELF } from "cloudflare:test";

export async function openSocket(path: string) {
  const response = await SELF.fetch(`http://example.com${path}`, { headers: { Upgrade: "websocket" } });
  const ws = response.webSocket;
  if (response.status !== 101 || !ws) throw new Error(`Expected a WebSocket upgrade, got ${response.status}`);
  const queue: unknown[] = [];
  const waiting: ((frame: unknown) => void)[] = [];
  ws.addEventListener("message", (event) => {
    const frame: unknown = JSON.parse(String(event.data));
    const resolve = waiting.shift();
    if (resolve) resolve(frame);
    else queue.push(frame);
  });
  ws.accept();
  return {
    send: (frame: unknown) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    next: (timeoutMs = 2000) =>
      queue.length > 0
        ? Promise.resolve(queue.shift())
        : new Promise<unknown>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error("No frame arrived")), timeoutMs);
            waiting.push((frame) => {
              clearTimeout(timer);
              resolve(frame);
            });
          }),
    close: () => ws.close(1000, "done"),
  };
}
