// Community II end to end: direct messages between two people, support groups, resources
// and events. Every change made here is undone at the end of its test (joins left,
// registrations cancelled), and messages go between members no other file uses (37-40).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES } from "~/lib/accessibility/preferences";
import { EVENT_TEXTS, GROUP_TEXTS, MESSAGE_TEXTS, RESOURCE_TEXTS } from "~/lib/texts";
import { baseURL, expectNoAxeViolations, openBrowser, visit, visitAs, memberCookie } from "./harness";
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
const asUser = (userId: number, path: string, method = "GET") =>
  fetch(new URL(path, baseURL()), { method, headers: { cookie: memberCookie(userId) } });
const texts = (page: Page, testId: string) => page.getByTestId(testId).allTextContents();
const toastSaid = (page: Page) => page.getByTestId("toast-announcer").textContent();
const resourceTitles = async (query: string) =>
  ((await (await asUser(1, `/api/resources?${query}`)).json()) as { items: { title: string }[] }).items.map(
    (r) => r.title,
  );
const groupNames = async (query: string) =>
  ((await (await asUser(1, `/api/groups?${query}`)).json()) as { items: { name: string }[] }).items.map((g) => g.name);

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

    const posted: string[] = [];
    sender.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/messages")
        posted.push(request.postData() ?? "");
    });

    // Blank text is ignored: nothing is sent. The real message sent next is the signal that the
    // page has handled the blank one: a blank send would have gone out first, and shown first.
    await draft.fill("   ");
    await sender.getByRole("button", { name: "Send" }).click();
    const text = `Hello from e2e ${Date.now()}`;
    await draft.fill(text);
    await draft.focus();
    await sender.keyboard.press("Tab");
    await sender.keyboard.press("Enter"); // the Send button, by keyboard
    await expect.poll(() => sent.last().textContent()).toContain(text);
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
    await fromJordan.click();
    await expect
      .poll(() => recipient.getByRole("heading", { level: 2, name: "Conversation with Jordan Lee" }).count())
      .toBe(1);
    expect(await texts(recipient, "message")).toEqual(expect.arrayContaining([expect.stringContaining(text)]));
    expect(await fromJordan.getByTestId("unread-count").count()).toBe(0);

    // With the thread open, the next message appears in it and its text is announced.
    const second = `Second message ${Date.now()}`;
    await draft.fill(second);
    await sender.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => recipient.getByTestId("message").last().textContent(), LIVE).toContain(second);
    await expect
      .poll(() => recipient.getByTestId("message-announcer").textContent())
      .toBe(`New message from Jordan Lee: ${second}`);

    // A reply travels back the same way.
    const reply = `Reply ${Date.now()}`;
    await recipient.getByLabel("Message Jordan Lee").fill(reply);
    await recipient.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => sender.getByTestId("message").last().textContent(), LIVE).toContain(reply);

    // Messages can be reported with the shared report dialog.
    await recipient.getByRole("button", { name: "Report message from Jordan Lee" }).first().click();
    const dialog = recipient.getByRole("dialog", { name: "Report message from Jordan Lee" });
    await expect.poll(() => dialog.count()).toBe(1);
    await expectNoAxeViolations(recipient);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await expectNoAxeViolations(sender);
    await sender.context().close();
    await recipient.context().close();
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
    expectEvery(await page.getByTestId("conversation").allTextContents(), (entry) =>
      entry.toLowerCase().includes(first),
    );
    await page.getByLabel("Search conversations").fill("zzzz nobody");
    await expect.poll(() => page.getByText(MESSAGE_TEXTS.noMatches).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe("support groups", () => {
  it("joins a public group and requests a private one, then undoes both", async () => {
    const page = await visitAs(browser, 38, "/support-groups");
    const cards = page.getByTestId("group-card");

    const publicCard = cards
      .filter({ has: page.getByRole("button", { name: new RegExp(`^${GROUP_TEXTS.join} `) }) })
      .first();
    const name = (await publicCard.getByRole("heading").textContent())!;
    const card = cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
    const count = Number((await card.getByTestId("member-count").textContent())!.split(" ")[0]);
    await card.getByRole("button", { name: `${GROUP_TEXTS.join} ${name}` }).click();
    await expect.poll(() => card.getByTestId("membership").textContent()).toBe("You are a member");
    expect(await card.getByTestId("member-count").textContent()).toMatch(new RegExp(`^${count + 1} member`));
    await expect.poll(() => toastSaid(page)).toContain(`You joined ${name}`);
    await expectNoAxeViolations(page);

    // My Groups now holds it.
    await page.getByRole("link", { name: "My Groups", exact: true }).click();
    await expect
      .poll(() => page.getByRole("link", { name: "My Groups", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    await expect.poll(() => page.getByRole("heading", { name, exact: true }).count()).toBe(1);
    await card.getByRole("button", { name: `${GROUP_TEXTS.leave} ${name}` }).click();
    await expect.poll(() => card.getByTestId("member-count").textContent()).toMatch(new RegExp(`^${count} member`));

    await page.getByRole("link", { name: "All Groups", exact: true }).click();
    const privateCard = cards
      .filter({ has: page.getByRole("button", { name: new RegExp(`^${GROUP_TEXTS.requestToJoin} `) }) })
      .first();
    const privateName = (await privateCard.getByRole("heading").textContent())!;
    const pCard = cards.filter({ has: page.getByRole("heading", { name: privateName, exact: true }) });
    const pCount = await pCard.getByTestId("member-count").textContent();
    await pCard.getByRole("button", { name: `${GROUP_TEXTS.requestToJoin} ${privateName}` }).click();
    await expect.poll(() => pCard.getByTestId("membership").textContent()).toBe("Request pending");
    expect(await pCard.getByTestId("member-count").textContent()).toBe(pCount);
    await pCard.getByRole("button", { name: `${GROUP_TEXTS.cancelRequest} ${privateName}` }).click();
    await expect
      .poll(() => pCard.getByRole("button", { name: `${GROUP_TEXTS.requestToJoin} ${privateName}` }).count())
      .toBe(1);
    await page.context().close();
  });

  it("filters by tab, category and search, with the empty state", async () => {
    const page = await visit(browser, "/support-groups");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Public", exact: true }).click();
    await expect.poll(() => page.url()).toContain("tab=public");
    await expect.poll(async () => new Set(await texts(page, "group-privacy"))).toEqual(new Set(["Public group"]));

    await page.getByLabel("Category").selectOption("visual");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.url()).toContain("category=visual");
    expect(page.url()).toContain("tab=public");
    // The fresh list: the same groups, in the same order, as the API gives for these filters.
    const expected = await groupNames("tab=public&category=visual");
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("group-card").getByRole("heading").allTextContents()).toEqual(expected);
    expectEvery(await page.getByTestId("group-card").allTextContents(), (text) => text.includes("Visual"));
    expectEvery(await texts(page, "group-privacy"), (text) => text === "Public group");

    await page.getByRole("link", { name: "All Groups", exact: true }).click();
    await page.getByLabel("Category").selectOption("all");
    await page.getByLabel("Search groups").fill("autistic");
    await page.getByLabel("Search groups").press("Enter");
    // Wait for that search's navigation to settle before typing the next one.
    await expect.poll(() => page.url()).toContain("search=autistic");
    await expect.poll(() => page.getByTestId("group-card").count()).toBe(1);
    await page.getByLabel("Search groups").fill("no group has this name");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByTestId("result-status").textContent()).toBe(GROUP_TEXTS.noGroups);
    await page.context().close();
  });
});

describe("resources", () => {
  it("each tab orders or narrows the list, and filters and search work", async () => {
    const page = await visit(browser, "/resources");
    await expectNoAxeViolations(page);
    const titles = () => page.getByTestId("resource-card").getByRole("heading").allTextContents();
    const all = await titles();
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Up to 4 tags on a card; a resource with 5 shows "+1".
    const kit = page.getByTestId("resource-card").filter({ hasText: "Screen Reader Starter Kit" });
    expect(await kit.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).toEqual([
      "#screen-readers",
      "#nvda",
      "#voiceover",
      "#jaws",
      "+1",
    ]);

    // Each tab: wait for its fresh list (the API's first page for that tab, never empty), then check
    // what the tab promises on the list shown.
    const showTab = async (name: string, tab: string) => {
      const expected = await resourceTitles(`tab=${tab}`);
      expect(expected.length).toBeGreaterThan(0);
      await page.getByRole("link", { name, exact: true }).click();
      await expect.poll(() => page.url()).toContain(`tab=${tab}`);
      await expect.poll(titles).toEqual(expected);
    };
    await showTab("Verified", "verified");
    const cards = page.getByTestId("resource-card");
    expect(await page.getByTestId("verified").count()).toBe(await cards.count());

    await showTab("Popular", "popular");
    const counts = (await texts(page, "helpful-count")).map((t) => Number(t.split(" ")[0]));
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    await showTab("Recent", "recent");
    expect(await titles()).not.toEqual(all);

    await page.getByRole("link", { name: "All", exact: true }).click();
    await page.getByLabel("Category").selectOption("legal");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.url()).toContain("category=legal");
    await expect.poll(titles).toEqual(await resourceTitles("category=legal"));
    expectEvery(await texts(page, "resource-category"), (text) => text === "Legal");

    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.getByLabel("Search resources").fill("nvda");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(titles).toEqual(["Screen Reader Starter Kit: NVDA, JAWS and VoiceOver"]);
    await page.getByLabel("Search resources").fill("nothing matches this");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByTestId("result-status").textContent()).toBe(RESOURCE_TEXTS.noResources);
    await page.context().close();
  });

  it("marks a resource helpful once and counts a view when it is opened", async () => {
    const page = await visitAs(browser, 38, "/resources?search=plan%20review");
    const card = page.getByTestId("resource-card").first();
    const count = Number((await card.getByTestId("helpful-count").textContent())!.split(" ")[0]);
    const button = card.getByRole("button", { name: /^Mark as Helpful/ });
    await button.click();
    const marked = card.getByRole("button", { name: /^Marked as Helpful/ });
    await expect.poll(() => marked.getAttribute("aria-pressed")).toBe("true");
    expect(await card.getByTestId("helpful-count").textContent()).toBe(`${count + 1} people found this helpful`);
    await marked.click({ force: true });
    expect(await card.getByTestId("helpful-count").textContent()).toBe(`${count + 1} people found this helpful`);

    await card.getByRole("link").first().click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Your NDIS Plan Review: What to Prepare");
    const views = Number((await page.getByTestId("view-count").textContent())!.split(" ")[0]!.replaceAll(",", ""));
    await page.reload();
    await expect
      .poll(async () =>
        Number((await page.getByTestId("view-count").textContent())!.split(" ")[0]!.replaceAll(",", "")),
      )
      .toBe(views + 1);
    expect(await page.getByRole("button", { name: /^Marked as Helpful/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe("events", () => {
  const TASTER = "Peer Mentoring Taster (Small Group)";

  it("registers until the event is full, offers the calendar file, then cancels", async () => {
    const first = await visit(browser, "/events");
    await expectNoAxeViolations(first);
    const taster = (page: Page) =>
      page.getByTestId("event-card").filter({ has: page.getByRole("heading", { name: TASTER }) });
    expect(await taster(first).getByTestId("attendance").textContent()).toContain("1 of 3 attending");
    await taster(first)
      .getByRole("button", { name: `${EVENT_TEXTS.register} ${TASTER}` })
      .click();
    await expect.poll(() => taster(first).getByTestId("registration").textContent()).toBe("You're registered");
    expect(await taster(first).getByTestId("attendance").textContent()).toContain("2 of 3 attending");
    const ics = taster(first).getByRole("link", { name: /^Add to calendar/ });
    const file = await first.context().request.get(new URL((await ics.getAttribute("href"))!, baseURL()).toString());
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain("SUMMARY:Peer Mentoring Taster (Small Group)");

    const second = await visitAs(browser, 38, "/events");
    await taster(second)
      .getByRole("button", { name: `${EVENT_TEXTS.register} ${TASTER}` })
      .click();
    await expect.poll(() => taster(second).getByTestId("attendance").textContent()).toContain("3 of 3 attending");

    const third = await visitAs(browser, 37, "/events");
    const full = taster(third).getByRole("button", { name: `${EVENT_TEXTS.full} ${TASTER}` });
    expect(await full.getAttribute("aria-disabled")).toBe("true");
    expect(
      await taster(third)
        .getByRole("button", { name: new RegExp(`^${EVENT_TEXTS.register}`) })
        .count(),
    ).toBe(0);

    // My Events holds it for member 1; then both registrations are cancelled.
    await first.getByRole("link", { name: "My Events", exact: true }).click();
    await expect.poll(() => first.getByRole("heading", { name: TASTER }).count()).toBe(1);
    await taster(first)
      .getByRole("button", { name: `${EVENT_TEXTS.cancelRegistration} ${TASTER}` })
      .click();
    await expect.poll(() => taster(first).getByTestId("attendance").textContent()).toContain("2 of 3 attending");
    expect((await asUser(38, "/api/events/9/register", "DELETE")).status).toBe(200);
    for (const page of [first, second, third]) await page.context().close();
  });

  it("shows the spec's button states, filters by type and switches tabs", async () => {
    const page = await visit(browser, "/events");
    const card = (title: string) =>
      page.getByTestId("event-card").filter({ has: page.getByRole("heading", { name: title }) });
    expect(
      await card("Chronic Pain Peer Support Circle")
        .getByRole("button", { name: /^Event Full/ })
        .count(),
    ).toBe(1);
    expect(
      await card("Advocacy Day at Parliament House")
        .getByRole("button", { name: /^Request to Join/ })
        .count(),
    ).toBe(1);
    expect(await card("Know Your NDIS Rights Workshop").count()).toBe(0); // it is in the past
    expect(await card("Seated Yoga and Breathwork").getByText("Live captions").count()).toBe(1);

    await page.getByLabel("Event type").selectOption("workshop");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.url()).toContain("type=workshop");
    await expect.poll(async () => new Set(await texts(page, "event-type"))).toEqual(new Set(["Workshop"]));

    await page.getByRole("link", { name: "Past", exact: true }).click();
    await expect.poll(() => page.url()).toContain("tab=past");
    await expect.poll(() => page.getByRole("heading", { name: "Know Your NDIS Rights Workshop" }).count()).toBe(1);
    expect(await page.getByText("This event has ended.").count()).toBeGreaterThan(0);

    await page.getByLabel("Event type").selectOption("wellness");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByTestId("result-status").textContent()).toBe(EVENT_TEXTS.noPast);
    await expectNoAxeViolations(page);

    // Someone registered for nothing, found through the API, shows the my-events empty state.
    let member = 41;
    for (; member > 20; member--) {
      const mine = (await (await asUser(member, "/api/events?tab=my-events")).json()) as { items: unknown[] };
      if (mine.items.length === 0) break;
    }
    const empty = await visitAs(browser, member, "/events?tab=my-events");
    expect(await empty.getByTestId("result-status").textContent()).toBe(EVENT_TEXTS.noMyEvents);
    await expectNoAxeViolations(empty);
    await page.context().close();
    await empty.context().close();
  });
});

describe("colour schemes", () => {
  // The light scheme is scanned in the tests above. Here: the pages whose own colour pairs
  // (message bubbles, unread badges, verified and registered marks) are new, as member 2,
  // who has a conversation with member 1. Member 2's preferences are put back afterwards.
  const SCHEMES = [
    ["dark", ["/messages?to=1", "/resources"]],
    ["high-contrast", ["/messages?to=1", "/resources", "/events"]],
  ] as const;

  it("keeps the pages free of axe violations in the dark and high-contrast schemes", { timeout: 150_000 }, async () => {
    const url = new URL("/api/accessibility-preferences/2", baseURL()).toString();
    const headers = { cookie: memberCookie(2), "content-type": "application/json" };
    const saved = await fetch(url, { headers });
    const original: unknown = saved.status === 200 ? await saved.json() : null;
    // A registration, so the events page shows its "You're registered" mark.
    const registration = await asUser(2, "/api/events/6/register", "POST");
    expect(registration.ok).toBe(true);
    try {
      for (const [colorScheme, paths] of SCHEMES) {
        expect(
          (await fetch(url, { method: "PUT", headers, body: JSON.stringify({ ...DEFAULT_PREFERENCES, colorScheme }) }))
            .status,
        ).toBe(200);
        for (const path of paths) {
          const page = await visitAs(browser, 2, path);
          expect(await page.locator("html").getAttribute("class")).toContain(colorScheme);
          await expectNoAxeViolations(page);
          await page.context().close();
        }
      }
    } finally {
      const restored = original
        ? await fetch(url, { method: "PUT", headers, body: JSON.stringify(original) })
        : await fetch(url, { method: "DELETE", headers });
      expect(restored.ok).toBe(true);
      if (registration.status === 201) await asUser(2, "/api/events/6/register", "DELETE");
    }
  });
});
