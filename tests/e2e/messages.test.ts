// Direct messages end to end between two people: sending, live arrival and announcement, the
// conversation filter. Messages go between members no other file uses (37-40).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  memberCookie,
  openBrowser,
  visit,
  visitAs,
  visitWithoutScript,
} from "./harness";
import { expectEvery } from "../shared/expect-every";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The poll runs every 5 s; allow for two rounds. */
const LIVE = { timeout: 15_000, interval: 250 };
const displayName = async (id: number) =>
  ((await (await fetch(new URL(`/api/users/${id}`, baseURL()))).json()) as { displayName: string }).displayName;
const texts = (page: Page, testId: string) => page.getByTestId(testId).allTextContents();

describe("messages", () => {
  it("shows the empty state to a member with no conversations", async () => {
    const page = await visitAs(browser, 40, "/messages");
    expect(await page.getByText(MESSAGE_TEXTS.noConversations).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("sends a message that arrives in the other member's open page, announced, without a reload", async () => {
    const recipientName = await displayName(39);
    const recipient = await visitAs(browser, 39, "/messages");
    const firstUpdate = await recipient.getByTestId("last-updated").textContent();

    const sender = await visit(browser, "/messages?to=39");
    expect(await sender.getByRole("heading", { level: 2, name: `Conversation with ${recipientName}` }).count()).toBe(1);
    const draft = sender.getByLabel(`Message ${recipientName}`);
    const sent = sender.getByTestId("message");
    const before = await sent.count();

    // The thread's form posts to the messages page's own action (the one form pattern; a fetcher
    // posts to /messages.data), as form fields.
    const posted: string[] = [];
    sender.on("request", (request) => {
      if (request.method() === "POST" && /^\/messages(\.data)?$/.test(new URL(request.url()).pathname))
        posted.push(new URLSearchParams(request.postData() ?? "").get("content") ?? "");
    });

    // Blank text is ignored: nothing is sent. The real message sent next is the signal that the
    // page has handled the blank one: a blank send would have gone out first, and shown first.
    await draft.fill("   ");
    await sender.getByRole("button", { name: "Send" }).click();
    await expectFocusKept(sender);
    const text = `Hello from e2e ${Date.now()}`;
    await draft.fill(text);
    await draft.focus();
    await sender.keyboard.press("Tab");
    await sender.keyboard.press("Enter"); // the Send button, by keyboard
    await expect.poll(() => sent.last().textContent()).toContain(text);
    // Focus goes back to the box, emptied for the next message.
    await expectFocusKept(sender, draft);
    expect(await sent.count()).toBe(before + 1);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain(text);
    await expect.poll(() => draft.inputValue()).toBe("");

    // The recipient's page picks it up by itself and tells screen readers.
    const fromJordan = recipient.getByTestId("conversation").filter({ hasText: "Jordan Lee" });
    await expect.poll(() => fromJordan.textContent(), LIVE).toContain(text);
    expect(await fromJordan.getByTestId("unread-count").textContent()).toBe("1 unread");
    await expect
      .poll(() => recipient.getByTestId("message-announcer").textContent())
      .toContain("New message from Jordan Lee");
    expect(await recipient.getByTestId("last-updated").textContent()).not.toBe(firstUpdate);

    // Opening the thread shows the message and clears the unread count.
    expect(await sent.last().textContent()).not.toContain("· Read");
    await fromJordan.click();
    await expect
      .poll(() => recipient.getByRole("heading", { level: 2, name: "Conversation with Jordan Lee" }).count())
      .toBe(1);
    expect(await texts(recipient, "message")).toEqual(expect.arrayContaining([expect.stringContaining(text)]));
    expect(await fromJordan.getByTestId("unread-count").count()).toBe(0);
    await expectFocusKept(recipient);
    // The sender's open page hears of it: a read receipt, without a reload.
    await expect.poll(() => sent.last().textContent(), LIVE).toContain("· Read");

    // With the thread open, the next message appears in it and its text is announced.
    const recipientRequests: string[] = [];
    recipient.on("request", (request) =>
      recipientRequests.push(`${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ""}`),
    );
    // The element with focus now, marked, to tell whether it still has focus afterwards.
    await recipient.evaluate(() => document.activeElement?.setAttribute("data-focus-probe", ""));
    const second = `Second message ${Date.now()}`;
    await draft.fill(second);
    await sender.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => recipient.getByTestId("message").last().textContent(), LIVE).toContain(second);
    await expectFocusKept(sender, draft);
    await expect
      .poll(() => recipient.getByTestId("message-announcer").textContent())
      .toBe(`New message from Jordan Lee: ${second}`);
    // It is read at once: the open page posts to its own action by a fetcher, the sender hears
    // of it, and the thread is neither reloaded nor has its focus moved.
    await expect
      .poll(() => recipientRequests.some((r) => r.startsWith("POST /messages.data ") && r.includes("mark-thread-read")))
      .toBe(true);
    await expect.poll(() => sent.last().textContent(), LIVE).toContain("· Read");
    expect(recipientRequests.filter((r) => r.startsWith("GET ") && r.includes(".data"))).toEqual([]);
    expect(await recipient.evaluate(() => document.activeElement?.hasAttribute("data-focus-probe"))).toBe(true);

    // A reply travels back the same way.
    const reply = `Reply ${Date.now()}`;
    await recipient.getByLabel("Message Jordan Lee").fill(reply);
    await recipient.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => sender.getByTestId("message").last().textContent(), LIVE).toContain(reply);
    await expectFocusKept(recipient, recipient.getByLabel("Message Jordan Lee"));

    // Messages can be reported with the shared report dialog.
    await recipient.getByRole("button", { name: "Report message from Jordan Lee" }).first().click();
    const dialog = recipient.getByRole("dialog", { name: "Report message from Jordan Lee" });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectFocusKept(recipient, dialog);
    await expectNoAxeViolations(recipient);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expectFocusKept(recipient, recipient.getByRole("button", { name: "Report message from Jordan Lee" }).first());

    await expectNoAxeViolations(sender);
    await sender.context().close();
    await recipient.context().close();
  });

  it("without JavaScript, opening a thread marks it read", async () => {
    const text = `Read without script ${Date.now()}`;
    const sent = await fetch(new URL("/api/messages", baseURL()), {
      method: "POST",
      headers: { cookie: memberCookie(37), "content-type": "application/json" },
      body: JSON.stringify({ toUserId: 38, content: text }),
    });
    expect(sent.status).toBe(201);
    const unreadFrom37 = async () => {
      const list = (await (
        await fetch(new URL("/api/messages/conversations/38", baseURL()), { headers: { cookie: memberCookie(38) } })
      ).json()) as { otherUser: { id: number }; unreadCount: number }[];
      return list.find((entry) => entry.otherUser.id === 37)?.unreadCount;
    };
    expect(await unreadFrom37()).toBeGreaterThan(0);
    const page = await visitWithoutScript(browser, "/messages", 38);
    const conversation = page.getByTestId("conversation").filter({ hasText: text });
    expect(await conversation.getByTestId("unread-count").count()).toBe(1);
    await conversation.click();
    await page.waitForURL((url) => url.searchParams.get("to") === "37");
    expect(await page.getByTestId("message").last().textContent()).toContain(text);
    expect(await unreadFrom37()).toBe(0);
    await page.context().close();
  });

  it("filters the conversation list by name", async () => {
    const page = await visit(browser, "/messages");
    const names = (await page.getByTestId("conversation").allTextContents()).length;
    expect(names).toBeGreaterThan(2);
    const target = await displayName(2);
    const first = target.split(" ")[0]!.toLowerCase();
    await page.getByLabel("Search conversations").fill(first);
    // The filtered list is the one that is shorter than the full list and still holds the target.
    await expect
      .poll(async () => {
        const shown = await page.getByTestId("conversation").allTextContents();
        return shown.length < names && shown.some((entry) => entry.includes(target));
      })
      .toBe(true);
    await expectFocusKept(page, page.getByLabel("Search conversations"));
    expectEvery(await page.getByTestId("conversation").allTextContents(), (entry) =>
      entry.toLowerCase().includes(first),
    );
    await page.getByLabel("Search conversations").fill("zzzz nobody");
    await expect.poll(() => page.getByText(MESSAGE_TEXTS.noMatches).count()).toBe(1);
    await expectFocusKept(page, page.getByLabel("Search conversations"));
    await expectNoAxeViolations(page);
    await page.context().close();
  });
  it("starts a conversation by keyboard from New message; Enter sends, Shift+Enter adds a line, focus stays in the box", async () => {
    // Member 40 starts one with 37 (the first test has already seen 40's empty list).
    const target = await displayName(37);
    const page = await visitAs(browser, 40, "/messages");
    await page.locator("summary", { hasText: "New message" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const to = page.getByRole("combobox", { name: "To" });
    await expectFocusKept(page, to);
    await expectNoAxeViolations(page);

    await page.keyboard.type(target.split(" ")[0]!);
    const options = page.getByRole("listbox", { name: "Members to message" }).getByRole("option");
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(await to.getAttribute("aria-expanded")).toBe("true");
    await expectNoAxeViolations(page);
    const activeText = async () =>
      page.locator(`[id="${await to.getAttribute("aria-activedescendant")}"]`).textContent();
    // Down arrows move through the list (round to the start again) until the member is the active option.
    const count = await options.count();
    for (let presses = 0; presses <= count; presses++) {
      await page.keyboard.press("ArrowDown");
      if ((await activeText())?.includes(target)) break;
    }
    expect(await activeText()).toContain(target);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("to") === "37");
    const box = page.getByRole("textbox", { name: `Message ${target}` });
    await expectFocusKept(page, box);
    // The hint says how the keys work, and describes the box.
    const hint = page.locator(`[id="${(await box.getAttribute("aria-describedby"))?.split(" ")[0]}"]`);
    expect(await hint.textContent()).toContain(MESSAGE_TEXTS.sendHint);

    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && /^\/messages(\.data)?$/.test(new URL(request.url()).pathname))
        posted.push(new URLSearchParams(request.postData() ?? "").get("content") ?? "");
    });
    // Enter in an empty or blank box sends nothing, nor does the Enter that ends an IME composition.
    await page.keyboard.press("Enter");
    await page.keyboard.type("   ");
    await page.keyboard.press("Enter");
    await box.fill("\u3053\u3093\u306b\u3061\u306f");
    await box.dispatchEvent("keydown", { key: "Enter", code: "Enter", isComposing: true, bubbles: true });
    await box.fill("");
    await box.focus();
    await page.keyboard.type("Line one");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("Line two");
    expect(await box.inputValue()).toBe("Line one\nLine two");
    await page.keyboard.press("Enter");
    const sent = page.getByTestId("message");
    await expect.poll(() => sent.last().textContent()).toContain("Line two");
    // The blank and composing Enters would have gone out first.
    expect(posted).toEqual(["Line one\nLine two"]);
    const stored = (await (
      await fetch(new URL("/api/messages/40/37", baseURL()), { headers: { cookie: memberCookie(40) } })
    ).json()) as { items: { content: string }[] };
    expect(stored.items.at(-1)?.content).toBe("Line one\nLine two");
    // Focus stays in the emptied box, and the page's polite status says it was sent.
    await expectFocusKept(page, box);
    await expect.poll(() => box.inputValue()).toBe("");
    await expect.poll(() => page.getByTestId("message-announcer").textContent()).toBe(MESSAGE_TEXTS.sent);
    expect(await page.getByTestId("message-announcer").getAttribute("role")).toBe("status");
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("without JavaScript, starts a conversation from New message", async () => {
    const target = await displayName(38);
    const page = await visitWithoutScript(browser, "/messages", 39);
    await page.locator("summary", { hasText: "New message" }).click();
    await page.getByRole("combobox", { name: "To" }).fill(target);
    await page.getByRole("button", { name: "Find members" }).click();
    await page.waitForURL((url) => url.searchParams.get("find") === target);
    await page.getByRole("link", { name: `Message ${target}` }).click();
    await page.waitForURL((url) => url.searchParams.get("to") === "38");
    const box = page.getByRole("textbox", { name: `Message ${target}` });
    // Without script Enter is a new line, so the hint does not say it sends.
    expect(await page.locator("#message-box-hint").textContent()).not.toContain("Enter");
    const text = `Started without script ${Date.now()}`;
    await box.fill(text);
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForURL((url) => url.searchParams.get("to") === "38" && url.hash.startsWith("#message-"));
    expect(await page.getByTestId("message").last().textContent()).toContain(text);
    await page.context().close();
  });
});
