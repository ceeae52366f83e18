// Events end to end: registration up to capacity, the calendar file, tabs and filters; then the
// community pages (messages, resources, events) in the dark and high-contrast schemes. Every
// registration made here is cancelled at the end of its test.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_TEXTS } from "~/lib/texts";
import {
  baseURL,
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  openBrowser,
  visit,
  visitAs,
  memberCookie,
} from "./harness";

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
    await expectFocusKept(first, taster(first));
    // The registered card and its toast.
    await expectNoAxeViolations(first);
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
    await expectFocusKept(second, taster(second));

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
    await expectFocusKept(first);
    await taster(first)
      .getByRole("button", { name: `${EVENT_TEXTS.cancelRegistration} ${TASTER}` })
      .click();
    await expect.poll(() => taster(first).getByTestId("attendance").textContent()).toContain("2 of 3 attending");
    await expectFocusKept(first, taster(first));
    expect((await asUser(38, "/api/events/9/register", "DELETE")).status).toBe(200);
    for (const page of [first, second, third]) await page.context().close();
  });

  it("shows the spec's button states, filters by type and switches tabs", async () => {
    const page = await visit(browser, "/events");
    const card = (title: string) =>
      page.getByTestId("event-card").filter({ has: page.getByRole("heading", { name: title }) });
    // A cost says how it is paid, since no tickets are sold here; a free event says Free.
    const costs = await page.getByTestId("event-cost").allTextContents();
    expect(costs).toContain("Free");
    expect(costs.some((cost) => /^\$\d+\.\d\d, paid at the venue$/.test(cost))).toBe(true);
    // The button says it too: "Register Seated Yoga and Breathwork · $10.00 at the venue".
    expect(
      await card("Seated Yoga and Breathwork")
        .getByRole("button", {
          name: /^(Register|Request to Join) Seated Yoga and Breathwork · \$10\.00 at the venue$/,
        })
        .count(),
    ).toBe(1);
    expect(
      await card("Screen Reader Power Users Meetup")
        .getByRole("button", { name: /^(Register|Request to Join) Screen Reader Power Users Meetup · Free$/ })
        .count(),
    ).toBe(1);
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
    await expectFocusKept(page);

    await page.getByRole("link", { name: "Past", exact: true }).click();
    await expect.poll(() => page.url()).toContain("tab=past");
    await expect.poll(() => page.getByRole("heading", { name: "Know Your NDIS Rights Workshop" }).count()).toBe(1);
    expect(await page.getByText("This event has ended.").count()).toBeGreaterThan(0);
    await expectFocusKept(page);

    await page.getByLabel("Event type").selectOption("wellness");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.getByTestId("result-status").textContent()).toBe(EVENT_TEXTS.noPast);
    await expectFocusKept(page);
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
  // who has a conversation with member 1.
  it("keeps the pages free of axe violations in the dark and high-contrast schemes", { timeout: 150_000 }, async () => {
    // A registration, so the events page shows its "You're registered" mark.
    const registration = await asUser(2, "/api/events/6/register", "POST");
    expect(registration.ok).toBe(true);
    try {
      for (const path of ["/messages?to=1", "/resources", "/events"]) {
        const page = await visitAs(browser, 2, path);
        await expectNoAxeViolationsInSchemes(page, ["dark", "high-contrast"]);
        await page.context().close();
      }
    } finally {
      if (registration.status === 201) await asUser(2, "/api/events/6/register", "DELETE");
    }
  });
});
