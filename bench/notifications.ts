// bench/notifications: 200 members, each with their notification room connected;
// 1,000 direct messages (each member sends 5, to 5 different members, so every message makes a
// notification of its own) fan out to their recipients' rooms. Reports the latency from the
// write's request to the recipient's frame (one clock, one machine) as p50 and p99, and the
// notifications lost and sent twice, which must both be 0. Runs against the built app under `wrangler dev`
// (npm run build first). Node 20 needs --experimental-websocket (the npm script passes it).
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import { setTimeout as sleep } from "node:timers/promises";
import { printTable, round, writeResult } from "./lib";

const MEMBERS = 200;
const PER_SENDER = 5;
const DELIVERY_GRACE_MS = 30_000;

type Frame = { type: string; items?: { id: number }[] };

// One member more than connect: the seed suspends its last member, who is left out, so all
// 1,000 writes are allowed.
const server = await startDevServer({ seed: { members: MEMBERS + 1 }, vars: { ...LOCAL_SIGN_IN_VARS } });
const wsBase = server.url.replace(/^http/, "ws");
const cookies = new Map<number, string>();
// Per recipient: when each write to them was sent, oldest first; each arriving item answers one.
const pending = new Map<number, number[]>();
const latencies: number[] = [];
// Each message is from a different sender to its recipient, so each is a notification of its own.
const seen = new Set<number>();
let arrived = 0;
let duplicates = 0;

function connect(userId: number): Promise<WebSocket> {
  const ws = new WebSocket(`${wsBase}/parties/notifications/${userId}`, {
    headers: { cookie: cookies.get(userId) },
  } as unknown as string[]);
  return new Promise((resolve, reject) => {
    ws.addEventListener("error", () => reject(new Error(`member ${userId} failed to connect`)));
    ws.addEventListener("close", (event) => reject(new Error(`member ${userId}'s room closed: ${event.code}`)));
    let first = true;
    ws.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data)) as Frame;
      if (frame.type !== "notifications") return;
      if (first) {
        first = false;
        return resolve(ws);
      }
      for (const item of frame.items ?? []) {
        if (seen.has(item.id)) {
          duplicates++;
          continue;
        }
        seen.add(item.id);
        arrived++;
        const started = pending.get(userId)?.shift();
        if (started !== undefined) latencies.push(performance.now() - started);
      }
    });
  });
}

try {
  const members = Array.from({ length: MEMBERS }, (_, i) => i + 2);
  for (const userId of members) cookies.set(userId, await signInAs(server.url, userId));
  const sockets: WebSocket[] = [];
  for (let i = 0; i < members.length; i += 20)
    sockets.push(...(await Promise.all(members.slice(i, i + 20).map(connect))));
  console.log(`${sockets.length} members connected`);

  // Member k sends to members k+1 .. k+5 (wrapping), so every (sender, recipient) pair is new.
  const writes = members.flatMap((sender, k) =>
    Array.from({ length: PER_SENDER }, (_, j) => ({ sender, recipient: members[(k + j + 1) % members.length]! })),
  );
  let refused = 0;
  // The seed suspends one member; their writes are refused, as they should be.
  const suspendedSenders = new Set<number>();
  for (let i = 0; i < writes.length; i += 20) {
    await Promise.all(
      writes.slice(i, i + 20).map(async ({ sender, recipient }) => {
        const queue = pending.get(recipient) ?? [];
        pending.set(recipient, queue);
        const startedAt = performance.now();
        queue.push(startedAt);
        const response = await fetch(`${server.url}/api/messages`, {
          method: "POST",
          headers: { cookie: cookies.get(sender)!, "content-type": "application/json" },
          body: JSON.stringify({ toUserId: recipient, content: `bench ${sender} to ${recipient}` }),
        });
        if (response.ok) return;
        // A refused write makes no notification: it is not waited for, and it is reported.
        queue.splice(queue.indexOf(startedAt), 1);
        const reason = await response.text();
        if (response.status === 403 && reason.includes("suspended")) suspendedSenders.add(sender);
        else refused++;
      }),
    );
  }
  const expected = writes.filter(({ sender }) => !suspendedSenders.has(sender)).length;
  const deadline = Date.now() + DELIVERY_GRACE_MS;
  while (arrived < expected && Date.now() < deadline) await sleep(100);

  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  const summary = {
    members: MEMBERS,
    writes: expected,
    suspendedSenders: suspendedSenders.size,
    delivered: arrived,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: round(latencies.at(-1) ?? NaN),
    lost: expected - arrived,
    duplicates,
    refused,
  };
  printTable([summary]);
  console.log(`results: ${writeResult("notifications", summary)}`);
  for (const ws of sockets) ws.close();
  if (summary.lost !== 0 || duplicates > 0 || refused > 0 || suspendedSenders.size > 0) {
    console.error("FAIL: notifications were lost (or sent twice), or writes refused.");
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
