// A support group as a place (docs/features/support-groups.md), by keyboard in three browsers: a
// member creates a private group, a second asks to join and is approved, and posts; a third,
// outside the group, cannot see the post on the group's page, its own page, the feed or the API.
// Axe in every scheme. Members 10, 12 and 13 only.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  focusedId,
  memberCookie,
  openBrowser,
  stamp,
  visitAs,
} from "./harness";

const FOUNDER = 10;
const JOINER = 12;
const OUTSIDER = 13;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated='true']");

/** Focus a control and press a key on it, as a keyboard user does. */
async function press(page: Page, locator: ReturnType<Page["getByRole"]>, key = "Enter") {
  await locator.focus();
  await page.keyboard.press(key);
}

async function typeInto(page: Page, locator: ReturnType<Page["getByRole"]>, text: string) {
  await locator.focus();
  await page.keyboard.type(text);
}

describe("a private support group", () => {
  it("is created, joined on approval and posted in by keyboard, and stays private", async () => {
    const name = `Night Owls ${stamp()}`;
    const title = `Sleepless plans ${stamp()}`;

    // The founder creates it.
    const founder = await visitAs(browser, FOUNDER, "/support-groups/new");
    await hydrated(founder);
    await typeInto(founder, founder.getByRole("textbox", { name: "Name" }), name);
    await typeInto(founder, founder.getByRole("textbox", { name: /^Description/ }), "For members awake at 3 am.");
    await press(founder, founder.getByRole("checkbox", { name: /Private group/ }), "Space");
    await typeInto(founder, founder.getByRole("textbox", { name: /^Guidelines/ }), "Be gentle; it is late.");
    await expectNoAxeViolations(founder);
    await press(founder, founder.getByRole("button", { name: "Create group" }));
    await founder.waitForURL(/\/support-groups\/\d+$/);
    const groupPath = new URL(founder.url()).pathname;
    await expect.poll(() => founder.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(await founder.getByText("You moderate this group").count()).toBe(1);

    // The second member asks to join.
    const joiner = await visitAs(browser, JOINER, groupPath);
    await hydrated(joiner);
    expect(await joiner.getByRole("heading", { name: "Members only" }).count()).toBe(1);
    await press(joiner, joiner.getByRole("button", { name: `Request to Join ${name}` }));
    await expect.poll(() => joiner.getByTestId("membership").textContent()).toBe("Request pending");

    // The founder approves.
    await founder.reload();
    await hydrated(founder);
    const requests = founder.getByTestId("join-requests");
    await expect.poll(() => requests.count()).toBe(1);
    await expectNoAxeViolations(founder);
    await press(founder, requests.getByRole("button", { name: /^Approve / }));
    await expect.poll(() => founder.getByText("No one is waiting to join.").count()).toBe(1);
    // Focus stays in the queue the moderator was working through.
    await expect.poll(() => focusedId(founder)).toBe("join-requests");
    expect(await founder.getByTestId("group-member-list").getByRole("listitem").count()).toBe(2);

    // The new member posts, in a composer that names the group rather than the community.
    await joiner.reload();
    await hydrated(joiner);
    const composer = joiner.getByRole("form", { name: POST_TEXTS.groupComposerHeading(name) });
    expect(await joiner.getByRole("form", { name: POST_TEXTS.composerHeading }).count()).toBe(0);
    await typeInto(joiner, composer.getByRole("textbox", { name: /^Title/ }), title);
    await typeInto(
      joiner,
      composer.getByRole("textbox", { name: "What would you like to share?" }),
      "Tea at midnight?",
    );
    await press(joiner, composer.getByRole("button", { name: "Post", exact: true }));
    await expect.poll(() => joiner.getByRole("link", { name: title, exact: true }).count()).toBe(1);
    const href = await joiner.getByRole("link", { name: title, exact: true }).getAttribute("href");
    expect(href).toMatch(/^\/posts\/\d+$/);

    // The third member, outside the group, sees it nowhere.
    const outsider = await visitAs(browser, OUTSIDER, groupPath);
    await hydrated(outsider);
    expect(await outsider.content()).not.toContain(title);
    const postPage = await outsider.goto(new URL(href!, baseURL()).toString());
    expect(postPage?.status()).toBe(404);
    await outsider.goto(new URL("/", baseURL()).toString());
    expect(await outsider.content()).not.toContain(title);
    const groupId = groupPath.split("/").at(-1);
    const api = await fetch(new URL(`/api/groups/${groupId}/posts`, baseURL()), {
      headers: { cookie: memberCookie(OUTSIDER) },
    });
    expect(api.status).toBe(403);
    const feed = await (
      await fetch(new URL("/api/posts?limit=50", baseURL()), { headers: { cookie: memberCookie(OUTSIDER) } })
    ).text();
    expect(feed).not.toContain(title);

    // The founder pins the new post and creates an event, by keyboard; focus lands on what changed.
    await founder.reload();
    await hydrated(founder);
    await press(founder, founder.getByRole("button", { name: `Pin to top ${title}` }));
    await expect
      .poll(() => founder.getByTestId("pinned-posts").getByRole("link", { name: title, exact: true }).count())
      .toBe(1);
    await expect.poll(() => focusedId(founder)).toBe("discussions-heading");
    const eventTitle = `Midnight tea ${stamp()}`;
    const events = founder.getByRole("region", { name: "Upcoming events" });
    await press(founder, events.locator("summary", { hasText: "Create event" }));
    await typeInto(founder, events.getByRole("textbox", { name: "Title" }), eventTitle);
    await typeInto(founder, events.getByRole("textbox", { name: "Description" }), "Herbal only.");
    // Native date and time fields take typed digits; fill gives them their value without a locale.
    await events.getByLabel("Date").fill("2031-03-01");
    await events.getByLabel("Starts").fill("23:30");
    await events.getByLabel("Ends").fill("23:59");
    await typeInto(founder, events.getByRole("textbox", { name: "Link to join" }), "https://meet.example.org/tea");
    await press(founder, events.getByRole("checkbox", { name: "Live captions" }), "Space");
    await expectNoAxeViolations(founder);
    await press(founder, events.getByRole("button", { name: "Create event", exact: true }));
    await expect.poll(() => focusedId(founder)).toBe("events-heading");
    await expect.poll(() => events.getByRole("listitem").filter({ hasText: eventTitle }).count()).toBe(1);
    // Then moves it half an hour earlier from the event's own "Edit event".
    const item = events.getByRole("listitem").filter({ hasText: eventTitle });
    await press(founder, item.locator("summary", { hasText: "Edit event" }));
    expect(await item.getByRole("textbox", { name: "Title" }).inputValue()).toBe(eventTitle);
    await item.getByLabel("Starts").fill("23:00");
    await press(founder, item.getByRole("button", { name: "Save changes" }));
    await expect.poll(() => focusedId(founder)).toBe("events-heading");
    await expect.poll(() => item.locator("p", { hasText: "11:00 pm to 11:59 pm" }).count()).toBe(1);
    await outsider.goto(new URL(groupPath, baseURL()).toString());
    expect(await outsider.content()).not.toContain(eventTitle);

    // The group's page in every scheme, as its moderator sees it.
    await expectNoAxeViolationsInSchemes(founder, ["dark", "high-contrast"]);
    for (const page of [founder, joiner, outsider]) await page.context().close();
  });
});
