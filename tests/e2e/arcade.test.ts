// The arcade and its game rooms in a real browser: two people meet through an invite link,
// the arcade page's controls, and axe on both pages (online play: games.test.ts).
// Members 31-36 act here (visitAs), so user 1's state and other files' data stay untouched.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAMES } from "~/lib/arcade/arcade";
import { ARCADE_TEXTS } from "~/lib/texts";
import { GAME_TYPES } from "~/lib/vocab";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  openBrowser,
  visitAs,
  visitWithoutScript,
  memberCookie,
  announced,
} from "./harness";
import { expectEvery } from "../shared/expect-every";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const alerted = (page: Page) => page.getByRole("alert").filter({ hasText: /./ }).first().textContent();
const playerNames = (page: Page) => page.getByTestId("player").allTextContents();

async function apiAs(userId: number, path: string, body?: unknown) {
  const response = await fetch(new URL(path, baseURL()), {
    method: "POST",
    headers: { cookie: memberCookie(userId), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { id: number } };
}

describe("two people meet in a game room through an invite link", () => {
  it("creates a room, copies the invite, and both players see each other arrive and leave live", async () => {
    const host = await visitAs(browser, 31, "/arcade", { permissions: ["clipboard-read", "clipboard-write"] });
    await host.getByRole("button", { name: "Create Room" }).first().click();
    const dialog = host.getByRole("dialog", { name: "Create Game Room" });
    await dialog.getByLabel("Room name").fill("Invite test room");
    await dialog.getByLabel("Game").selectOption("tic_tac_toe");
    await dialog.getByLabel("Large text").check();
    await dialog.getByRole("button", { name: "Create Room" }).click();
    await host.waitForURL(/\/arcade\/room\/\d+$/);
    await expect.poll(() => announced(host)).toContain(ARCADE_TEXTS.created);
    const roomPath = new URL(host.url()).pathname;
    // The URL changes before the room's page commits (Remix renders navigations in a transition).
    await expect.poll(() => host.getByRole("heading", { level: 1 }).textContent()).toBe("Invite test room");
    await expectFocusKept(host, host.getByRole("heading", { level: 1 }));
    await expect(host.getByTestId("host-badge").textContent()).resolves.toContain("Host");
    await expect.poll(() => host.getByTestId("presence").first().getAttribute("data-presence")).toBe("online");

    const copy = host.getByRole("button", { name: ARCADE_TEXTS.copyInvite, exact: true });
    await copy.click();
    await expect.poll(() => host.getByRole("button", { name: ARCADE_TEXTS.copied, exact: true }).count()).toBe(1);
    await expect.poll(() => announced(host)).toContain(ARCADE_TEXTS.inviteCopied);
    await expectFocusKept(host, copy);
    const invite = await host.evaluate(() => navigator.clipboard.readText());
    expect(invite).toBe(`${baseURL()}${roomPath}`);
    // "Copied!" lasts 2 seconds.
    await expect.poll(() => copy.textContent(), { timeout: 4000 }).toBe(ARCADE_TEXTS.copyInvite);

    // The other browser opens the invite and lands on the room, ready to join.
    const guest = await visitAs(browser, 32, new URL(invite).pathname);
    await expect(guest.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Invite test room");
    await expect.poll(() => guest.getByTestId("host-badge").count()).toBe(0);
    await guest.getByRole("button", { name: ARCADE_TEXTS.joinGame }).click();
    await expect.poll(() => announced(guest)).toContain(ARCADE_TEXTS.joined);
    // The Join button is gone; focus is on the game joined.
    await expectFocusKept(guest, guest.getByRole("region", { name: "Game", exact: true }));
    // The game starts for both players at once (tests/e2e/games.test.ts plays it).
    await expect.poll(() => guest.getByTestId("game-status").textContent()).toMatch(/X \(.+\) to move\./);
    await expect.poll(() => host.getByTestId("game-status").textContent()).toMatch(/to move\. Your move\./);

    // The host sees the guest arrive without reloading, and the game start.
    await expect.poll(() => playerNames(host)).toHaveLength(2);
    const [first, second] = await playerNames(host);
    expect(first).toMatch(/Player 1.*Host.*You/);
    expect(second).toMatch(/Player 2/);
    expect(second).not.toMatch(/You/);
    await expect.poll(() => host.getByTestId("room-status").textContent()).toBe("In progress");
    await expect.poll(() => host.getByTestId("room-announcer").textContent()).toMatch(/joined the room/);
    await expect.poll(() => guest.getByTestId("player").nth(1).textContent()).toMatch(/Player 2.*You/);
    await expect.poll(() => guest.getByTestId("presence").allTextContents()).toEqual(["Online", "Online"]);
    await expectNoAxeViolations(guest);

    // The guest leaves: back to the arcade, and gone from the host's list at once.
    await guest.getByRole("button", { name: ARCADE_TEXTS.leaveRoom }).click();
    await guest.waitForURL(/\/arcade$/);
    await expect.poll(() => announced(guest)).toContain(ARCADE_TEXTS.left);
    await expectFocusKept(guest, guest.getByRole("heading", { level: 1 }));
    await expect.poll(() => playerNames(host)).toHaveLength(1);
    await expect.poll(() => host.getByTestId("room-status").textContent()).toBe("Waiting");
  });

  it("shows the server's reason when a join is refused, and the room's state to visitors", async () => {
    const room = await apiAs(33, "/api/game-rooms", { name: "Race room", gameType: "chess" });
    const late = await visitAs(browser, 34, "/arcade?gameType=chess");
    const join = late.getByRole("button", { name: `${ARCADE_TEXTS.joinGame}: Race room` });
    await expect.poll(() => join.isEnabled()).toBe(true);
    // Someone else takes the last seat while this page is open.
    expect((await apiAs(35, `/api/game-rooms/${room.body.id}/join`)).status).toBe(200);
    await join.click();
    await expect.poll(() => alerted(late)).toContain(`Error. ${ARCADE_TEXTS.notWaiting}`);
    await expectFocusKept(late, join);
    await expectNoAxeViolations(late);

    const visitor = await visitAs(browser, 34, `/arcade/room/${room.body.id}`);
    await expect(visitor.getByText(ARCADE_TEXTS.inProgress).count()).resolves.toBe(1);
    await expect(visitor.getByRole("button", { name: ARCADE_TEXTS.joinGame }).count()).resolves.toBe(0);
    // Every game is played online now: the chess room's players get the board, not a waiting text.
    const player = await visitAs(browser, 33, `/arcade/room/${room.body.id}`);
    await expect
      .poll(() => player.getByTestId("game-status").textContent())
      .toMatch(/White \(.+\) to move\. Your move\./);
    expect(await player.getByText(ARCADE_TEXTS.waitingForPlayers).count()).toBe(0);
    // A room still waiting for its second player says so to its host.
    const waiting = await apiAs(33, "/api/game-rooms", { name: "Lonely room", gameType: "reversi" });
    const host = await visitAs(browser, 33, `/arcade/room/${waiting.body.id}`);
    await expect(host.getByText(ARCADE_TEXTS.waitingForPlayers).count()).resolves.toBe(1);

    const missing = await visitAs(browser, 34, "/arcade/room/987654");
    await expect(missing.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(ARCADE_TEXTS.notFoundTitle);
    await expect(missing.getByText(ARCADE_TEXTS.notFound).count()).resolves.toBe(1);
  });
});

describe("a private room", () => {
  it("opens only through its invite link, which carries the token, and plays like any room", async () => {
    const host = await visitAs(browser, 36, "/arcade", { permissions: ["clipboard-read", "clipboard-write"] });
    await host.getByRole("button", { name: "Create Room" }).first().click();
    const dialog = host.getByRole("dialog", { name: "Create Game Room" });
    await dialog.getByLabel("Room name").fill("Private test room");
    await dialog.getByLabel("Game").selectOption("tic_tac_toe");
    await dialog.getByLabel("Private room").check();
    await dialog.getByRole("button", { name: "Create Room" }).click();
    await host.waitForURL(/\/arcade\/room\/\d+$/);
    await expect.poll(() => host.getByRole("heading", { level: 1 }).textContent()).toBe("Private test room");
    const roomPath = new URL(host.url()).pathname;

    await host.getByRole("button", { name: ARCADE_TEXTS.copyInvite, exact: true }).click();
    await expect.poll(() => announced(host)).toContain(ARCADE_TEXTS.inviteCopied);
    const invite = new URL(await host.evaluate(() => navigator.clipboard.readText()));
    expect(invite.pathname).toBe(roomPath);
    expect(invite.searchParams.get("invite")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Without the token the room does not exist, and the lobby does not list it.
    const stranger = await visitAs(browser, 34, roomPath);
    await expect(stranger.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(ARCADE_TEXTS.notFoundTitle);
    const lobby = await visitAs(browser, 34, "/arcade?status=all");
    await expect(lobby.getByText("Private test room").count()).resolves.toBe(0);

    // With it: the room, its chat, a seat, and the game for both players.
    const guest = await visitAs(browser, 35, `${invite.pathname}${invite.search}`);
    await expect(guest.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Private test room");
    await expect.poll(() => guest.getByTestId("game-chat-connection").getAttribute("data-state")).toBe("connected");
    await guest.getByRole("button", { name: ARCADE_TEXTS.joinGame }).click();
    await expect.poll(() => announced(guest)).toContain(ARCADE_TEXTS.joined);
    await expect.poll(() => guest.getByTestId("game-status").textContent()).toMatch(/X \(.+\) to move\./);
    await expect.poll(() => host.getByTestId("game-status").textContent()).toMatch(/to move\. Your move\./);
  });
});

describe("a game that takes its time, with a member invited by name", () => {
  it("is created by keyboard, the invite reaches the member's notifications, and opening it lands in the room", async () => {
    const host = await visitAs(browser, 36, "/arcade");
    await host.waitForSelector("html[data-hydrated='true']");
    await host.getByRole("button", { name: "Create Room" }).first().click();
    const dialog = host.getByRole("dialog", { name: "Create Game Room" });
    const roomName = `Slow noughts ${Date.now().toString(36)}`;
    await dialog.getByLabel("Room name").fill(roomName);
    await dialog.getByLabel("Game").selectOption("tic_tac_toe");
    await dialog.getByRole("radio", { name: /^Take your time\./ }).focus();
    await host.keyboard.press("Space");
    await expectNoAxeViolations(host);
    await dialog.getByRole("button", { name: "Create Room" }).click();
    await host.waitForURL(/\/arcade\/room\/\d+$/);
    await expect.poll(() => host.getByRole("heading", { level: 1 }).textContent()).toBe(roomName);
    const info = host.getByRole("region", { name: "Room Information" });
    expect(await info.textContent()).toContain("Take your time");

    const { username } = (await (
      await fetch(new URL("/api/users/34", baseURL()), { headers: { cookie: memberCookie(36) } })
    ).json()) as { username: string };
    const field = info.getByRole("textbox", { name: "Invite a member" });
    await field.focus();
    await host.keyboard.type(`@${username}`);
    await info.getByRole("button", { name: "Send invite" }).focus();
    await host.keyboard.press("Enter");
    await expect.poll(() => announced(host)).toContain("Invite sent");
    await expect.poll(() => host.evaluate(() => document.activeElement?.id)).toBe("invite-username");
    expect(await field.inputValue()).toBe("");
    await expectNoAxeViolations(host);

    const invited = await visitAs(browser, 34, "/notifications");
    const item = invited.getByRole("link", { name: new RegExp(`invited you to play Tic Tac Toe in “${roomName}”`) });
    await expect.poll(() => item.count()).toBe(1);
    await invited.waitForSelector("html[data-hydrated='true']");
    await item.focus();
    await invited.keyboard.press("Enter");
    await invited.waitForURL(/\/arcade\/room\/\d+$/);
    expect(new URL(invited.url()).pathname).toBe(new URL(host.url()).pathname);
    await invited.getByRole("button", { name: ARCADE_TEXTS.joinGame }).click();
    await expect.poll(() => invited.getByTestId("game-status").textContent()).toMatch(/to move\./);
    await host.context().close();
    await invited.context().close();
  });
});

describe("the arcade page", () => {
  it("shows stats, filters rooms, browses games, refuses a blank room name, and passes axe", async () => {
    const page = await visitAs(browser, 31, "/arcade");
    await expect
      .poll(() => page.getByTestId("stat-card").allTextContents())
      .toEqual([
        expect.stringMatching(/^Games Played\d+$/),
        expect.stringMatching(/^Games Won\d+$/),
        expect.stringMatching(/^Win Rate\d+%$/),
        expect.stringMatching(/^Active Rooms\d+$/),
      ]);
    await expectNoAxeViolations(page);

    // The default list holds waiting rooms only; the status filter widens it.
    const statuses = () => page.getByTestId("room-card").getByTestId("room-status").allTextContents();
    expect(new Set(await statuses())).toEqual(new Set(["Waiting"]));
    await page.getByLabel("Status").focus();
    await page.getByLabel("Status").selectOption("all");
    await page.waitForURL(/status=all/);
    await expect.poll(async () => new Set(await statuses()).size).toBeGreaterThan(1);
    await expectFocusKept(page, page.getByLabel("Status"));
    // Each card shows at most two accessibility features, then "+N more".
    const featureLists = await page
      .getByRole("list", { name: "Accessibility features" })
      .evaluateAll((lists) => lists.map((l) => [...l.children].map((c) => c.textContent ?? "")));
    expectEvery(featureLists, (items) => items.filter((t) => !t.startsWith("+")).length <= 2);
    expect(featureLists.some((items) => items.some((t) => /^\+\d+ more$/.test(t)))).toBe(true);
    await page.getByLabel("Search rooms").fill("zzz-no-such-room");
    await expect.poll(() => page.getByText(ARCADE_TEXTS.noRooms).count()).toBe(1);
    await expectFocusKept(page, page.getByLabel("Search rooms"));
    await page.getByLabel("Search rooms").fill("");

    await page.getByRole("tab", { name: "Browse Games" }).click();
    const cards = page.getByTestId("game-card");
    await expect.poll(() => cards.count()).toBe(5);
    await expectFocusKept(page, page.getByRole("tab", { name: "Browse Games" }));
    expect(await page.getByTestId("difficulty").allTextContents()).toEqual(GAME_TYPES.map((g) => GAMES[g].difficulty));
    await page.getByRole("button", { name: "View Rules for Chess" }).click();
    await expect(page.getByText(GAMES.chess.rules).count()).resolves.toBe(1);
    await expectFocusKept(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create Room for Reversi" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Game Room" });
    await expect(dialog.getByLabel("Game").inputValue()).resolves.toBe("reversi");
    await expectFocusKept(page, dialog);
    await dialog.getByLabel("Room name").fill("   ");
    await dialog.getByRole("button", { name: "Create Room" }).click();
    await expect.poll(() => alerted(page)).toContain(`Error. ${ARCADE_TEXTS.emptyName}`);
    await expectFocusKept(page, dialog.getByLabel("Room name"));
    await expect(dialog.getByText(ARCADE_TEXTS.emptyName).count()).resolves.toBe(1);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).resolves.toBe("true");
    // The dialog with its field error and the toast.
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expectFocusKept(page, page.getByRole("button", { name: "Create Room for Reversi" }));

    await page.getByRole("tab", { name: "Leaderboard" }).click();
    await expect(page.getByText(ARCADE_TEXTS.leaderboardSoon).count()).resolves.toBe(1);
    await expectFocusKept(page, page.getByRole("tab", { name: "Leaderboard" }));
  });
});

describe("joining and leaving with JavaScript off", () => {
  it("joins from the lobby into the room, and leaves back to the arcade", async () => {
    const name = `No script room ${Date.now()}`;
    const room = await apiAs(31, "/api/game-rooms", { name, gameType: "reversi" });
    expect(room.status).toBe(201);
    const page = await visitWithoutScript(browser, "/arcade?gameType=reversi", 32);
    await page.getByRole("button", { name: `${ARCADE_TEXTS.joinGame}: ${name}` }).click();
    // The room's page action seats them and sends them on to the room, at its game.
    await page.waitForURL((url) => url.pathname === `/arcade/room/${room.body.id}` && url.hash === "#room-game");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(await page.getByRole("button", { name: ARCADE_TEXTS.joinGame }).count()).toBe(0);
    await page.getByRole("button", { name: ARCADE_TEXTS.leaveRoom }).click();
    await page.waitForURL((url) => url.pathname === "/arcade");
    const joinable = await fetch(new URL(`/api/game-rooms/${room.body.id}`, baseURL()), {
      headers: { cookie: memberCookie(32) },
    });
    expect(await joinable.json()).toMatchObject({ currentPlayers: 1, status: "waiting" });
    await page.context().close();
  });

  it("joins a private room through its invite link", async () => {
    const room = (
      await apiAs(36, "/api/game-rooms", { name: "Private no script", gameType: "reversi", isPrivate: true })
    ).body as { id: number; inviteToken?: string };
    expect(room.inviteToken).toBeTruthy();
    const path = `/arcade/room/${room.id}?invite=${room.inviteToken}`;
    const page = await visitWithoutScript(browser, path, 35);
    await page.getByRole("button", { name: ARCADE_TEXTS.joinGame }).click();
    await page.waitForURL((url) => url.hash === "#room-game");
    expect(new URL(page.url()).searchParams.get("invite")).toBe(room.inviteToken);
    expect(await page.getByRole("button", { name: ARCADE_TEXTS.leaveRoom }).count()).toBe(1);
    await page.context().close();
  });
});
