// bench/chat-fanout: 200 clients in the community chat room. Twenty of them (twenty members,
// so nobody meets the room's rate limit) send 5 messages each; every client must receive
// every message. Reports each delivery's latency (send to arrival, one clock, one machine)
// as p50 and p99, and the messages lost, which must be 0. Runs against the built app under
// `wrangler dev` (npm run build first). Node 20 needs --experimental-websocket (the npm script passes it).
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import { CHAT_RATE_LIMIT } from "../party/protocol";
import { printTable, writeResult } from "./lib";

const CLIENTS = 200;
const SENDERS = 20;
const MESSAGES_PER_SENDER = 5;
// Paced just under the room's limit of 5 messages in 5 seconds per member.
const SEND_INTERVAL_MS = Math.ceil(CHAT_RATE_LIMIT.windowMs / CHAT_RATE_LIMIT.messages) + 100;
const SEEDED_MEMBERS = 40; // users 2..41
const DELIVERY_GRACE_MS = 15_000;

type Client = { ws: WebSocket; userId: number; received: Set<string> };

const server = await startDevServer({ vars: { ...LOCAL_SIGN_IN_VARS } });
const wsUrl = `${server.url.replace(/^http/, "ws")}/ws`;
// Each member's session cookie: all 40 sign in once, before any client connects.
const cookies = new Map<number, string>();
const sentAt = new Map<string, number>();
const latencies: number[] = [];
let refused = 0;

function connect(i: number): Promise<Client> {
  const userId = 2 + (i % SEEDED_MEMBERS);
  // Node's WebSocket (undici) takes headers: the member's session cookie (a visitor may only read along).
  const ws = new WebSocket(wsUrl, { headers: { cookie: cookies.get(userId) } } as unknown as string[]);
  const client: Client = { ws, userId, received: new Set() };
  return new Promise((resolve, reject) => {
    ws.addEventListener("error", () => reject(new Error(`client ${i} failed to connect`)));
    ws.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data)) as { type: string; id?: string };
      if (frame.type === "chat_history") return resolve(client);
      if (frame.type === "error") {
        refused++;
        return;
      }
      if (frame.type !== "chat_message" || !frame.id) return;
      const started = sentAt.get(frame.id);
      if (started === undefined || client.received.has(frame.id)) return;
      client.received.add(frame.id);
      latencies.push(performance.now() - started);
    });
  });
}

try {
  for (let userId = 2; userId < 2 + SEEDED_MEMBERS; userId++) cookies.set(userId, await signInAs(server.url, userId));
  const clients: Client[] = [];
  // Connect in batches so the local runtime is not handed 200 upgrades at once.
  for (let i = 0; i < CLIENTS; i += 20)
    clients.push(...(await Promise.all(Array.from({ length: Math.min(20, CLIENTS - i) }, (_, j) => connect(i + j)))));
  console.log(`${clients.length} clients connected`);

  const run = Date.now().toString(36);
  const senders = clients.slice(0, SENDERS);
  await Promise.all(
    senders.map(async (client, s) => {
      await sleep((s * SEND_INTERVAL_MS) / SENDERS);
      for (let m = 0; m < MESSAGES_PER_SENDER; m++) {
        const id = `bench-${run}-${s}-${m}`;
        sentAt.set(id, performance.now());
        client.ws.send(
          JSON.stringify({
            type: "chat_message",
            id,
            userId: client.userId,
            username: "bench",
            content: `fan-out ${s}.${m}`,
          }),
        );
        await sleep(SEND_INTERVAL_MS);
      }
    }),
  );

  const expected = CLIENTS * sentAt.size;
  const deadline = Date.now() + DELIVERY_GRACE_MS;
  while (latencies.length < expected && Date.now() < deadline) await sleep(100);

  const lostDeliveries = expected - latencies.length;
  // A message is lost when any client never received it.
  const lostMessages = [...sentAt.keys()].filter((id) => clients.some((c) => !c.received.has(id))).length;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  const summary = {
    clients: CLIENTS,
    messages: sentAt.size,
    deliveries: latencies.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: round(latencies.at(-1) ?? NaN),
    lostMessages,
    lostDeliveries,
    refused,
  };
  printTable([summary]);
  console.log(`results: ${writeResult("chat-fanout", summary)}`);
  for (const client of clients) client.ws.close();
  if (lostMessages > 0 || lostDeliveries > 0 || refused > 0) {
    console.error("FAIL: messages were lost or refused.");
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
function round(value: number) {
  return Math.round(value * 100) / 100;
}
