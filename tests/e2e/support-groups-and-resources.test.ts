// Support groups and resources end to end: joining and requests, tabs, filters and search, helpful
// marks and view counts. Every change made here is undone at the end of its test.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plural } from "~/lib/format";
import { GROUP_TEXTS, RESOURCE_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  openBrowser,
  visit,
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

const asUser = (userId: number, path: string, method = "GET") =>
  fetch(new URL(path, baseURL()), { method, headers: { cookie: memberCookie(userId) } });
const texts = (page: Page, testId: string) => page.getByTestId(testId).allTextContents();
const resourceTitles = async (query: string) =>
  ((await (await asUser(1, `/api/resources?${query}`)).json()) as { items: { title: string }[] }).items.map(
    (r) => r.title,
  );
const groupNames = async (query: string) =>
  ((await (await asUser(1, `/api/groups?${query}`)).json()) as { items: { name: string }[] }).items.map((g) => g.name);

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
    await expect.poll(() => announced(page)).toContain(`You joined ${name}`);
    await expectFocusKept(page, card);
    await expectNoAxeViolations(page);

    // My Groups now holds it.
    await page.getByRole("link", { name: "My Groups", exact: true }).click();
    await expect
      .poll(() => page.getByRole("link", { name: "My Groups", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    await expect.poll(() => page.getByRole("heading", { name, exact: true }).count()).toBe(1);
    await expectFocusKept(page);
    await card.getByRole("button", { name: `${GROUP_TEXTS.leave} ${name}` }).click();
    await expect.poll(() => card.getByTestId("member-count").textContent()).toMatch(new RegExp(`^${count} member`));
    await expectFocusKept(page, card);

    await page.getByRole("link", { name: "All Groups", exact: true }).click();
    await expect
      .poll(() => page.getByRole("link", { name: "All Groups", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    await expectFocusKept(page);
    const privateCard = cards
      .filter({ has: page.getByRole("button", { name: new RegExp(`^${GROUP_TEXTS.requestToJoin} `) }) })
      .first();
    const privateName = (await privateCard.getByRole("heading").textContent())!;
    const pCard = cards.filter({ has: page.getByRole("heading", { name: privateName, exact: true }) });
    const pCount = await pCard.getByTestId("member-count").textContent();
    await pCard.getByRole("button", { name: `${GROUP_TEXTS.requestToJoin} ${privateName}` }).click();
    await expect.poll(() => pCard.getByTestId("membership").textContent()).toBe("Request pending");
    await expectFocusKept(page, pCard);
    expect(await pCard.getByTestId("member-count").textContent()).toBe(pCount);
    await pCard.getByRole("button", { name: `${GROUP_TEXTS.cancelRequest} ${privateName}` }).click();
    await expect
      .poll(() => pCard.getByRole("button", { name: `${GROUP_TEXTS.requestToJoin} ${privateName}` }).count())
      .toBe(1);
    await expectFocusKept(page, pCard);
    await page.context().close();
  });

  it("filters by tab, category and search, with the empty state", async () => {
    const page = await visit(browser, "/support-groups");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Public", exact: true }).click();
    await expect.poll(() => page.url()).toContain("tab=public");
    await expect.poll(async () => new Set(await texts(page, "group-privacy"))).toEqual(new Set(["Public group"]));
    await expectFocusKept(page);

    await page.getByLabel("Category").selectOption("visual");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.url()).toContain("category=visual");
    expect(page.url()).toContain("tab=public");
    // The fresh list: the same groups, in the same order, as the API gives for these filters.
    const expected = await groupNames("tab=public&category=visual");
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("group-card").getByRole("heading").allTextContents()).toEqual(expected);
    await expectFocusKept(page);
    expectEvery(await page.getByTestId("group-card").allTextContents(), (text) => text.includes("Visual"));
    expectEvery(await texts(page, "group-privacy"), (text) => text === "Public group");

    await page.getByRole("link", { name: "All Groups", exact: true }).click();
    await page.getByLabel("Category").selectOption("all");
    await page.getByLabel("Search groups").fill("autistic");
    await page.getByLabel("Search groups").press("Enter");
    // Wait for that search's navigation to settle before typing the next one.
    await expect.poll(() => page.url()).toContain("search=autistic");
    await expect.poll(() => page.getByTestId("group-card").count()).toBe(1);
    await expectFocusKept(page, page.getByLabel("Search groups"));
    await page.getByLabel("Search groups").fill("no group has this name");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByTestId("result-status").textContent()).toBe(GROUP_TEXTS.noGroups);
    await expectFocusKept(page);
    await expectNoAxeViolations(page);
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
      await expectFocusKept(page);
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
    // The filter form carries the tab shown, so wait until All is the page's tab.
    await expect
      .poll(() => page.getByRole("link", { name: "All", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    await page.getByLabel("Category").selectOption("legal");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.url()).toContain("category=legal");
    await expect.poll(titles).toEqual(await resourceTitles("category=legal"));
    await expectFocusKept(page);
    expectEvery(await texts(page, "resource-category"), (text) => text === "Legal");

    await page.getByRole("link", { name: "Clear filters" }).click();
    // Searching before the cleared list has arrived would search within Legal.
    await expect.poll(() => page.url()).not.toContain("category=");
    await expect.poll(() => page.getByLabel("Category").inputValue()).toBe("all");
    await page.getByLabel("Search resources").fill("nvda");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(titles).toEqual(["Screen Reader Starter Kit: NVDA, JAWS and VoiceOver"]);
    await expectFocusKept(page);
    await page.getByLabel("Search resources").fill("nothing matches this");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByTestId("result-status").textContent()).toBe(RESOURCE_TEXTS.noResources);
    await expectFocusKept(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("marks a resource helpful once and counts a view when it is opened", async () => {
    const page = await visitAs(browser, 38, "/resources?search=plan%20review");
    const card = page.getByTestId("resource-card").first();
    const count = Number((await card.getByTestId("helpful-count").textContent())!.split(" ")[0]);
    const button = card.getByRole("button", { name: /^Mark as Helpful/ });
    // The mark is the resource page's form, posted in place by a fetcher.
    const marks: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && /^\/resources\/\d+\.data$/.test(new URL(request.url()).pathname))
        marks.push(request.url());
    });
    const stored = page.waitForResponse(
      (r) => r.request().method() === "POST" && /^\/resources\/\d+\.data$/.test(new URL(r.url()).pathname),
    );
    await button.click();
    expect((await stored).status()).toBe(200);
    const marked = card.getByRole("button", { name: /^Marked as Helpful/ });
    await expect.poll(() => marked.getAttribute("aria-pressed")).toBe("true");
    expect(await card.getByTestId("helpful-count").textContent()).toBe(`${count + 1} people found this helpful`);
    await expectFocusKept(page, marked);
    // A second press does nothing: after it, and a frame for React to act on it, still one request.
    await marked.click({ force: true });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(marks).toHaveLength(1);
    expect(await card.getByTestId("helpful-count").textContent()).toBe(`${count + 1} people found this helpful`);

    await card.getByRole("link").first().click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Your NDIS Plan Review: What to Prepare");
    await expectFocusKept(page, page.getByRole("heading", { level: 1 }));
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

  it("marks resources helpful without JavaScript, from the list and from a resource's page", async () => {
    const list = await visitWithoutScript(browser, "/resources", 39);
    const unmarked = list.locator("button[id^='helpful-'][aria-pressed='false']");
    const [onList, onPage] = await Promise.all([0, 1].map((i) => unmarked.nth(i).getAttribute("id")));
    if (!onList || !onPage) throw new Error("fewer than two resources member 39 has not marked");
    await list.context().close();
    for (const [path, buttonId] of [
      ["/resources", onList],
      [`/resources/${onPage.replace("helpful-", "")}`, onPage],
    ] as const) {
      const page = await visitWithoutScript(browser, path, 39);
      const button = page.locator(`#${buttonId}`);
      // The count beside this button (the list has one per card).
      const count = button.locator("xpath=..").getByTestId("helpful-count");
      const before = Number((await count.textContent())!.split(" ")[0]);
      await button.click();
      await page.waitForURL((url) => url.pathname === path && url.hash === `#${buttonId}`);
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      expect(await count.textContent()).toBe(`${plural(before + 1, "person", "people")} found this helpful`);
      await page.context().close();
    }
  });
});
