// The home page's community chat panel in two browsers: open it from the floating button,
// send and receive live, hear new messages in a polite live region, close back to the button.
// Members 37 and 38 chat here, so user 1's feed and other files' data stay untouched.
import type { Browser, Page, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS } from "~/lib/texts";
import { expectFocusKept, expectNoAxeViolations, openBrowser, visitAs } from "./harness";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openChat(page: Page) {
  const button = page.getByRole("button", { name: CHAT_TEXTS.button });
  await button.click();
  const panel = page.getByRole("dialog", { name: CHAT_TEXTS.title });
  await expect.poll(() => panel.getByTestId("chat-connection").getAttribute("data-state")).toBe("connected");
  return { button, panel };
}

describe("the community chat panel", () => {
  it("sends and receives between two members, announces arrivals, and returns focus on close", async () => {
    const alex = await visitAs(browser, 37, "/");
    const sam = await visitAs(browser, 38, "/");
    const a = await openChat(alex);
    const b = await openChat(sam);
    await expectFocusKept(alex, a.panel);
    expect(await a.button.getAttribute("aria-expanded")).toBe("true");
    // Focus lands in the send box.
    await expect(alex.evaluate(() => document.activeElement?.getAttribute("placeholder"))).resolves.toBe(
      CHAT_TEXTS.placeholder,
    );

    // Blank text is ignored. The real message typed next is the signal that the blank Enter was
    // handled: had it been sent, it would be listed before the real one.
    const before = await a.panel.getByTestId("chat-message").count();
    await alex.keyboard.type("    ");
    await alex.keyboard.press("Enter");

    const text = `Hello from the e2e chat ${Date.now()}`;
    await alex.keyboard.type(text);
    await alex.keyboard.press("Enter");
    const mine = a.panel.getByTestId("chat-message").filter({ hasText: text });
    await expect.poll(() => mine.getAttribute("data-delivery")).toBe("sent");
    expect(await a.panel.getByTestId("chat-message").count()).toBe(before + 1);
    await expectFocusKept(alex, a.panel.getByRole("textbox", { name: "Message" }));
    await expect.poll(() => b.panel.getByTestId("chat-message").filter({ hasText: text }).count()).toBe(1);
    await expect.poll(() => sam.getByTestId("chat-announcer").textContent()).toContain(text);
    // The sender does not hear their own message announced.
    expect(await alex.getByTestId("chat-announcer").textContent()).not.toContain(text);

    await expectNoAxeViolations(alex);

    // Escape closes the panel and puts focus back on the button.
    await alex.keyboard.press("Escape");
    await expect.poll(() => a.panel.isVisible()).toBe(false);
    await expect(alex.evaluate(() => document.activeElement?.textContent)).resolves.toContain(CHAT_TEXTS.button);
    expect(await a.button.getAttribute("aria-expanded")).toBe("false");

    // While closed, new messages are counted on the button.
    await sam.getByRole("textbox", { name: "Message" }).fill("Are you still there?");
    await sam.keyboard.press("Enter");
    await expect.poll(() => alex.getByTestId("chat-unread").textContent()).toBe("1 new");
    await expectFocusKept(sam, b.panel.getByRole("textbox", { name: "Message" }));

    // A newcomer sees the conversation so far.
    const late = await visitAs(browser, 37, "/");
    const c = await openChat(late);
    await expect.poll(() => c.panel.getByTestId("chat-message").filter({ hasText: text }).count()).toBe(1);
    await expectFocusKept(late, c.panel);
  });

  it("queues a message sent while the socket is down, shows the retries, and sends it on reconnect", async () => {
    const page = await visitAs(browser, 37, "/");
    // Stand between the page and the room: pass traffic through while "up", drop it while "down".
    let down = false;
    const live: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/ws/, (ws) => {
      if (down) return void ws.close({ code: 4000, reason: "server unavailable" });
      ws.connectToServer();
      live.push(ws);
    });
    const { panel } = await openChat(page);
    const connection = panel.getByTestId("chat-connection");

    down = true;
    for (const ws of live.splice(0)) await ws.close({ code: 4000, reason: "dropped" });
    await expect
      .poll(() => connection.textContent(), { timeout: 8000 })
      .toMatch(/^Disconnected\. Retrying in \d s \(attempt \d+\)$/);

    const text = `Sent while disconnected ${Date.now()}`;
    await panel.getByRole("textbox", { name: "Message" }).fill(text);
    await page.keyboard.press("Enter");
    const queued = panel.getByTestId("chat-message").filter({ hasText: text });
    await expect.poll(() => queued.getAttribute("data-delivery")).toBe("queued");
    await expect(queued.textContent()).resolves.toContain(CHAT_TEXTS.queued);
    await expectFocusKept(page, panel.getByRole("textbox", { name: "Message" }));
    await expectNoAxeViolations(page);
    // The retries keep coming every 3 seconds, and say so.
    await expect.poll(() => connection.textContent(), { timeout: 10_000 }).toMatch(/attempt [2-9]/);

    down = false;
    await expect.poll(() => queued.getAttribute("data-delivery"), { timeout: 10_000 }).toBe("sent");
    await expect.poll(() => connection.getAttribute("data-state")).toBe("connected");
    await expectFocusKept(page, panel.getByRole("textbox", { name: "Message" }));
  });
});
