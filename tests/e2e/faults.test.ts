// Fault injection (docs/testing.md, robustness suites): `wrangler dev` is killed (SIGKILL, no clean
// shutdown) in the middle of a chat conversation and of a game, then started again on the same port
// with the same persisted state. The browsers are never reloaded or told anything: the chat panel
// and the game room must reconnect by themselves, every acknowledged chat message and move must
// still be there, a message typed while the server was down must go out once it is back, and the
// game must carry on from where it was.
// This file runs its OWN server (own port, own state), so the shared e2e server is untouched.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS, GAME_TEXTS } from "~/lib/texts";
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../../scripts/dev-server";
import {
  E2E_WEBHOOK_SECRET,
  expectFocusKept,
  expectNoAxeViolations,
  openBrowser,
  seededCopySource,
  workerBundle,
} from "./harness";

const ALEX = 37;
const SAM = 38;
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 200 });

let server: Awaited<ReturnType<typeof startDevServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startDevServer({
      copyOf: seededCopySource(),
      bundle: workerBundle(),
      vars: { STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET, ...LOCAL_SIGN_IN_VARS },
    }),
    openBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A hydrated page on this file's own server, signed in (demo sign-in) as member `userId`. */
async function visitAs(userId: number, path: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([
    {
      name: "session",
      value: (await signInAs(server.url, userId)).replace(/^session=/, ""),
      url: server.url,
      httpOnly: true,
    },
  ]);
  const page = await context.newPage();
  await page.goto(new URL(path, server.url).toString());
  await page.waitForSelector("html[data-hydrated='true']", { timeout: 15_000 });
  return page;
}

async function openChat(page: Page) {
  await page.getByRole("button", { name: CHAT_TEXTS.button }).click();
  const panel = page.getByRole("dialog", { name: CHAT_TEXTS.title });
  await poll(() => panel.getByTestId("chat-connection").getAttribute("data-state")).toBe("connected");
  return panel;
}

async function say(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("textbox", { name: "Message" }).press("Enter");
}

const chatTexts = (page: Page) => page.getByTestId("chat-message").allTextContents();
const moves = (page: Page) => page.getByTestId("move-history").locator(".font-mono").allTextContents();

/** A typed move (or command), acknowledged when the room's history shows one more move. */
async function move(page: Page, notation: string, expectedCount: number) {
  const input = page.getByLabel(GAME_TEXTS.moveLabel);
  await poll(() => page.getByTestId("game-status").textContent()).toContain(GAME_TEXTS.yourMove);
  await input.fill(notation);
  await input.press("Enter");
  await poll(async () => (await moves(page)).length).toBe(expectedCount);
  await expectFocusKept(page, input);
}

describe("wrangler dev killed and restarted mid-conversation and mid-game", () => {
  it("chat and game clients reconnect by themselves and lose nothing acknowledged", { timeout: 120_000 }, async () => {
    const run = Date.now().toString(36);
    // The conversation: both members in the home page's chat panel.
    const alex = await visitAs(ALEX, "/");
    const sam = await visitAs(SAM, "/");
    const alexChat = await openChat(alex);
    const samChat = await openChat(sam);
    const before = [`Before the crash, from Alex ${run}`, `Before the crash, from Sam ${run}`];
    await say(alex, before[0]!);
    await say(sam, before[1]!);
    for (const [page, text] of [
      [alex, before[0]!],
      [sam, before[1]!],
    ] as const) {
      // Acknowledged: the room stored it and said so.
      await poll(() => page.getByTestId("chat-message").filter({ hasText: text }).getAttribute("data-delivery")).toBe(
        "sent",
      );
    }
    await poll(() => chatTexts(sam).then((texts) => before.every((text) => texts.some((t) => t.includes(text))))).toBe(
      true,
    );
    for (const page of [alex, sam]) await expectFocusKept(page, page.getByRole("textbox", { name: "Message" }));

    // The game: tic-tac-toe, three moves played and acknowledged before the crash.
    const created = await fetch(new URL("/api/game-rooms", server.url), {
      method: "POST",
      headers: { cookie: await signInAs(server.url, ALEX), "content-type": "application/json" },
      body: JSON.stringify({ name: `Crash test ${run}`, gameType: "tic_tac_toe" }),
    });
    expect(created.status).toBe(201);
    const room = (await created.json()) as { id: number };
    const host = await visitAs(ALEX, `/arcade/room/${room.id}`);
    const guest = await visitAs(SAM, `/arcade/room/${room.id}`);
    await guest.getByRole("button", { name: "Join Game" }).click();
    await poll(() => host.getByTestId("game-status").textContent()).toMatch(/to move/);
    await expectFocusKept(guest);
    // Who is X is up to the room: whoever has the move plays square 1, then 5, then 9.
    const first = (await host.getByTestId("game-status").textContent())?.includes(GAME_TEXTS.yourMove) ? host : guest;
    const second = first === host ? guest : host;
    await move(first, "1", 1);
    await move(second, "5", 2);
    await move(first, "9", 3);
    await poll(() => moves(second).then((list) => list.length)).toBe(3);
    const movesBefore = await moves(host);

    // Crash. Every client notices on its own.
    await server.crash();
    await poll(() => alexChat.getByTestId("chat-connection").getAttribute("data-state")).not.toBe("connected");
    await poll(() => host.getByTestId("live-status").count()).toBe(1);
    // Typed while the server is down: queued, not lost.
    const queued = `Typed while the server was down ${run}`;
    await say(alex, queued);
    await poll(() =>
      alexChat.getByTestId("chat-message").filter({ hasText: queued }).getAttribute("data-delivery"),
    ).not.toBe("sent");
    await expectFocusKept(alex, alex.getByRole("textbox", { name: "Message" }));
    // The outage as each page shows it: the chat's queued message and the room's live status.
    await expectNoAxeViolations(alex);
    await expectNoAxeViolations(host);

    // Same port, same persisted state. Nobody reloads anything.
    await server.restart();
    for (const panel of [alexChat, samChat]) {
      await poll(() => panel.getByTestId("chat-connection").getAttribute("data-state")).toBe("connected");
    }
    await poll(() =>
      alexChat.getByTestId("chat-message").filter({ hasText: queued }).getAttribute("data-delivery"),
    ).toBe("sent");
    for (const page of [alex, sam]) {
      await poll(async () => {
        const texts = await chatTexts(page);
        return [...before, queued].map((text) => texts.filter((t) => t.includes(text)).length);
      }).toEqual([1, 1, 1]); // each exactly once: nothing lost, nothing doubled
    }
    // Reconnecting took nobody's place: focus is still in the send box.
    await expectFocusKept(alex, alex.getByRole("textbox", { name: "Message" }));
    // A newcomer reads the same history from the restarted room's storage.
    const newcomer = await visitAs(39, "/");
    await openChat(newcomer);
    await poll(async () => {
      const texts = await chatTexts(newcomer);
      return [...before, queued].every((text) => texts.some((t) => t.includes(text)));
    }).toBe(true);

    // The game room reconnects too, with every move, and play carries on.
    for (const page of [host, guest]) {
      await poll(() => page.getByTestId("live-status").count()).toBe(0);
      await poll(() => moves(page)).toEqual(movesBefore);
    }
    await move(second, "3", 4);
    await move(first, "7", 5);
    await poll(() => moves(second).then((list) => list.length)).toBe(5);
    // A fresh look at the room shows the whole game: the three from before and the two after.
    const watcher = await visitAs(39, `/arcade/room/${room.id}`);
    await poll(() => moves(watcher).then((list) => list.length)).toBe(5);
    expect((await moves(watcher)).slice(0, 3)).toEqual(movesBefore);
    await browser.contexts().reduce((done, context) => done.then(() => context.close()), Promise.resolve());
  });
});
