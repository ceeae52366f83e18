// Online play in real browsers (decision 009): two members play a whole game of each of the five
// games by keyboard. The host moves on the board's grid (arrow keys and Enter, or number keys
// for tic-tac-toe); the guest plays only by typed commands and reads only the live region.
// Members 39-41 act here, each game in its own room, so other files' data is untouched.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCADE_TEXTS, GAME_TEXTS } from "~/lib/texts";
import { baseURL, expectFocusKept, expectNoAxeViolations, openBrowser, visitAs, memberCookie } from "./harness";

const HOST = 39;
const GUEST = 40;
const WATCHER = 41;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });
const said = (page: Page) =>
  page
    .getByTestId("game-announcer")
    .textContent()
    .then((t) => (t ?? "").replace(/\u00a0/g, "").trim());

async function post(userId: number, path: string, body?: unknown) {
  const response = await fetch(new URL(path, baseURL()), {
    method: "POST",
    headers: { cookie: memberCookie(userId), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { id: number };
}

/** A room the host made; both open it, and the guest joins by keyboard. The game starts. */
async function meet(gameType: string, accessibilityFeatures: string[] = []) {
  const room = await post(HOST, "/api/game-rooms", { name: `E2E ${gameType}`, gameType, accessibilityFeatures });
  const path = `/arcade/room/${room.id}`;
  const host = await visitAs(browser, HOST, path);
  const guest = await visitAs(browser, GUEST, path);
  await guest.getByRole("button", { name: ARCADE_TEXTS.joinGame }).press("Enter");
  // The guest hears that the game started and who moves first.
  await poll(() => said(guest)).toMatch(/^Game 1 started\./);
  await poll(() => host.getByTestId("game-status").textContent()).toMatch(/to move/);
  await expectFocusKept(guest, guest.getByRole("region", { name: "Game", exact: true }));
  return { room, path, host, guest };
}

/** The guest's way of playing: type the move, then wait to hear the room say it was played. */
async function typed(page: Page, move: string) {
  const before = await said(page);
  const input = page.getByLabel(GAME_TEXTS.moveLabel);
  await input.fill(move);
  await input.press("Enter");
  await poll(async () => {
    const now = await said(page);
    return now !== before && now.includes(`played ${move}:`);
  }).toBe(true);
  await expectFocusKept(page, input);
}

/** Move keyboard focus on the board grid to the cell named `id`, with arrow keys only. */
async function focusCell(page: Page, id: string) {
  const board = page.getByTestId("game-board");
  const ids = await board
    .locator("button[data-cell]")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-cell")));
  const cols = await board.locator("[role=row]").first().locator("button").count();
  let current = await page.evaluate(() => document.activeElement?.getAttribute("data-cell") ?? null);
  if (current === null || !ids.includes(current)) {
    // Tab into the grid: its one tab stop.
    await board.locator('button[tabindex="0"]').focus();
    current = await page.evaluate(() => document.activeElement?.getAttribute("data-cell") ?? null);
  }
  const from = ids.indexOf(current);
  const to = ids.indexOf(id);
  const rows = Math.floor(to / cols) - Math.floor(from / cols);
  const across = (to % cols) - (from % cols);
  for (let i = 0; i < Math.abs(rows); i++) await page.keyboard.press(rows > 0 ? "ArrowDown" : "ArrowUp");
  for (let i = 0; i < Math.abs(across); i++) await page.keyboard.press(across > 0 ? "ArrowRight" : "ArrowLeft");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("data-cell"))).toBe(id);
}

/** The host's way of playing: walk the grid to each square of the move and press Enter on it. */
async function onGrid(page: Page, notation: string, path: string[]) {
  await poll(() => page.getByTestId("game-status").textContent()).toContain(GAME_TEXTS.yourMove);
  const moves = await page
    .getByTestId("move-history")
    .locator(".font-mono")
    .count()
    .catch(() => 0);
  for (const id of path) {
    await focusCell(page, id);
    await page.keyboard.press("Enter");
  }
  await poll(() => page.getByTestId("move-history").locator(".font-mono").count()).toBe(moves + 1);
  expect(await page.getByTestId("move-history").locator(".font-mono").last().textContent()).toBe(notation);
  await expectFocusKept(page, page.getByTestId("game-board"));
}

/** Play `moves` in turn: the host's on the grid, the guest's typed after hearing the host's. */
async function playOut(host: Page, guest: Page, moves: [string, string[]][], hostFirst = true) {
  for (const [i, [notation, path]] of moves.entries()) {
    const hostMoves = (i % 2 === 0) === hostFirst;
    if (hostMoves) {
      const before = await said(guest);
      await onGrid(host, notation, path);
      // The guest hears the move and that it is their turn (unless the game just ended).
      await poll(async () => {
        const now = await said(guest);
        return now !== before && now.includes(`played ${notation}:`);
      }).toBe(true);
    } else {
      expect(await said(guest)).toMatch(/Your move\.$/);
      await typed(guest, notation);
    }
  }
}

describe("online play of all five games, by keyboard, in two browsers", () => {
  it("chess: fool's mate, with an illegal move refused aloud, the game chat, and axe on the board", async () => {
    const { host, guest } = await meet("chess");
    expect(await said(guest)).toMatch(/White: .+\. Black: .+\. White \(.+\) to move\.$/);
    await playOut(host, guest, [["f3", ["f2", "f3"]]]);
    // A move Black cannot make is refused by the room and said in the live region.
    const input = guest.getByLabel(GAME_TEXTS.moveLabel);
    await input.fill("e4");
    await input.press("Enter");
    await poll(() => said(guest)).toMatch(/^e4 is not a legal move here\. Type moves in algebraic notation/);
    await expectFocusKept(guest, input);
    // Typed commands read the position aloud.
    await input.fill("board");
    await input.press("Enter");
    await poll(() => said(guest)).toMatch(/^White: king e1; queen d1;.*pawns a2, b2, c2, d2, e2, f3, g2, h2\. Black:/);
    await typed(guest, "e5");
    // The host selects g2 and hears where it can go, then moves it.
    await focusCell(host, "g2");
    await host.keyboard.press("Enter");
    await poll(() => said(host)).toBe("g2, white pawn selected. It can move to g3, g4.");
    await expectFocusKept(host, host.locator('[data-cell="g2"]'));
    await onGrid(host, "g4", ["g4"]);
    await poll(() => said(guest)).toMatch(/played g4: White pawn from g2 to g4\. Black \(.+\) to move\. Your move\.$/);
    expect(await guest.getByTestId("game-board").getAttribute("data-flipped")).toBe("true");
    expect(await guest.locator('[data-cell="g4"]').getAttribute("aria-label")).toBe("g4, white pawn, last move");
    await typed(guest, "Qh4#");
    await poll(() => said(guest)).toMatch(/Game over\. Black \(.+\) wins: checkmate\.$/);
    await poll(() => host.getByTestId("game-status").textContent()).toMatch(/Black \(.+\) wins: checkmate\./);
    expect(await host.getByRole("list", { name: GAME_TEXTS.history }).locator("li").allTextContents()).toEqual([
      "f3 White pawn from f2 to f3. e5 Black pawn from e7 to e5. ",
      "g4 White pawn from g2 to g4. Qh4# Black queen from d8 to h4, checkmate. ",
    ]);
    await expectNoAxeViolations(host);

    // The game chat, with the community chat's rules, between the two players.
    const chat = host.getByTestId("game-chat");
    await poll(() => chat.getByTestId("game-chat-connection").getAttribute("data-state")).toBe("connected");
    const message = chat.getByRole("textbox", { name: "Message" });
    await message.fill("Good game!");
    await message.press("Enter");
    await poll(() => guest.getByTestId("game-chat-announcer").textContent()).toMatch(/: Good game!$/);
    await expectFocusKept(host, message);
  });

  it("tic-tac-toe: number keys 1-9, the room's options and cues, then a rematch with colours swapped", async () => {
    const { host, guest } = await meet("tic_tac_toe", ["large_text", "high_contrast", "audio_cues", "reduced_motion"]);
    // Record each Web Audio note's peak volume instead of playing it.
    await host.evaluate(() => {
      const w = window as unknown as { __cues: number[]; AudioContext: unknown };
      w.__cues = [];
      w.AudioContext = class {
        currentTime = 0;
        destination = {};
        createOscillator() {
          return { type: "sine", frequency: { value: 0 }, connect: (node: unknown) => node, start() {}, stop() {} };
        }
        createGain() {
          const gain = {
            value: 0,
            setValueAtTime() {},
            linearRampToValueAtTime: (peak: number) => w.__cues.push(peak),
            exponentialRampToValueAtTime() {},
          };
          return { gain, connect: (node: unknown) => node };
        }
      };
    });
    expect(
      await host
        .locator(
          "section[data-large-text='true'][data-high-contrast='true'][data-reduced-motion='true'][data-audio-cues='true']",
        )
        .count(),
    ).toBe(1);
    expect(await host.getByRole("grid", { name: "Tic-tac-toe board" }).getAttribute("aria-describedby")).toBeTruthy();
    const keys = async (key: string) => {
      await poll(() => host.getByTestId("game-status").textContent()).toContain(GAME_TEXTS.yourMove);
      const before = await said(guest);
      await host.keyboard.press(key);
      await poll(async () => (await said(guest)) !== before).toBe(true);
      await expectFocusKept(host, host.getByTestId("game-board"));
    };
    await host.getByTestId("game-board").locator('button[tabindex="0"]').focus();
    await keys("1");
    await typed(guest, "4");
    await keys("2");
    await typed(guest, "5");
    await keys("3");
    await poll(() => said(guest)).toMatch(/Game over\. X \(.+\) wins: three in a row, squares 1, 2, 3\.$/);
    await poll(() => host.locator('[data-cell="1"]').getAttribute("aria-label")).toBe("Square 1, X");
    // The spec's levels at the default sound volume: a move at 0.2 (one note for your own, three
    // rising for "your turn" after the other player's) and the win at 0.3.
    const move = [0.2];
    const yourTurn = [0.2, 0.2, 0.2];
    await poll(() => host.evaluate(() => (window as unknown as { __cues: number[] }).__cues)).toEqual([
      ...move,
      ...yourTurn,
      ...move,
      ...yourTurn,
      0.3,
    ]);
    await expectNoAxeViolations(host);

    // Rematch: the host asks with the button, the guest by typing; O becomes X.
    await host.getByRole("button", { name: GAME_TEXTS.rematch }).press("Enter");
    await poll(() => said(guest)).toMatch(/asks for a rematch with colours swapped\.$/);
    await guest.getByLabel(GAME_TEXTS.moveLabel).fill("rematch");
    await guest.getByLabel(GAME_TEXTS.moveLabel).press("Enter");
    await poll(() => said(guest)).toMatch(/^Game 2 started\. X: .+\. O: .+\. X \(.+\) to move\. Your move\.$/);
    // The host's page learns of game 2 from its own socket: wait for the new order, never read it once.
    await poll(() => host.getByTestId("session-score").textContent()).toMatch(/ 0, .+ 1, draws 0\.$/);
    // The host's Rematch button goes when game 2 starts: focus moves to the new game's first control.
    await expectFocusKept(host, host.getByRole("button", { name: GAME_TEXTS.offerDraw }));
    await expectFocusKept(guest, guest.getByLabel(GAME_TEXTS.moveLabel));
  });

  it("connect four: a watcher follows live from the Watch button, and a dropped player reconnects to the same seat", async () => {
    const { room, path, host, guest } = await meet("connect_four", ["reduced_motion"]);
    const watcher = await visitAs(browser, WATCHER, "/arcade?gameType=connect_four&status=in_progress");
    await watcher
      .getByRole("link", { name: `${ARCADE_TEXTS.watch} E2E connect_four` })
      .first()
      .press("Enter");
    await watcher.waitForURL(new RegExp(`/arcade/room/${room.id}$`));
    await poll(() => watcher.getByTestId("game-status").textContent()).toMatch(/Red \(.+\) to move\./);
    await expectFocusKept(watcher, watcher.getByRole("heading", { level: 1 }));
    expect(await watcher.getByText(ARCADE_TEXTS.inProgress).count()).toBe(1);
    expect(await watcher.getByTestId("game-board").getAttribute("aria-readonly")).toBe("true");
    expect(await watcher.getByLabel(GAME_TEXTS.moveLabel).count()).toBe(0);

    // Discs go in by Enter on any cell of the column, here its top cell.
    await playOut(host, guest, [
      ["1", ["c1r6"]],
      ["2", []],
      ["1", ["c1r6"]],
    ]);
    await poll(() => said(watcher)).toMatch(/played 1: Red in column 1, row 2\. Yellow \(.+\) to move\.$/);

    // The guest's browser goes away: the host sees them reconnecting; they come back to their seat.
    await guest.context().close();
    await poll(() => host.getByTestId("dropped-notice").textContent()).toContain(GAME_TEXTS.reconnecting);
    const back = await visitAs(browser, GUEST, path);
    await poll(() => back.getByTestId("game-status").textContent()).toMatch(/Yellow \(.+\) to move\. Your move\./);
    await poll(() => host.getByTestId("dropped-notice").count()).toBe(0);
    await playOut(
      host,
      back,
      [
        ["2", []],
        ["1", ["c1r6"]],
        ["2", []],
        ["1", ["c1r6"]],
      ],
      false,
    );
    await poll(() => said(back)).toMatch(
      /Game over\. Red \(.+\) wins: four in a row from column 1, row 4 to column 1, row 1\.$/,
    );
    await poll(() => said(watcher)).toMatch(/Game over\. Red/);
    await expectNoAxeViolations(back);
    await expectNoAxeViolations(watcher);
  });

  it("reversi: a nine-move wipe-out, with the automatic pass rules in place", async () => {
    const { host, guest } = await meet("reversi", ["large_text"]);
    await playOut(host, guest, [
      ["d3", ["d3"]],
      ["c3", []],
      ["b3", ["b3"]],
      ["d2", []],
      ["e1", ["e1"]],
      ["d6", []],
      ["d7", ["d7"]],
      ["e3", []],
    ]);
    await expectNoAxeViolations(host);
    await onGrid(host, "f4", ["f4"]);
    await poll(() => said(guest)).toMatch(/Game over\. Black \(.+\) wins: White has no discs left\.$/);
  });

  it("checkers: forced captures and multi-jumps to a wipe-out in 21 moves", async () => {
    const { host, guest } = await meet("checkers");
    const line =
      "9-14 23-18 14x23 26x19 11-16 30-26 16x23x30 21-17 30x21x14 31-26 10-15 24-19 15x24x31 22-17 14x21 29-25 21x30x23 32-27 31x24 28x19 23x16".split(
        " ",
      );
    const moves = line.map((m): [string, string[]] => [m, m.split(/[-x]/)]);
    await playOut(host, guest, moves.slice(0, 10));
    // Black's board is turned so its men are at the bottom; the grid still names each square.
    expect(await host.getByTestId("game-board").getAttribute("data-flipped")).toBe("true");
    await expectNoAxeViolations(host);
    await playOut(host, guest, moves.slice(10));
    await poll(() => said(guest)).toMatch(/Game over\. Black \(.+\) wins: White has no pieces left\.$/);
  });
});
