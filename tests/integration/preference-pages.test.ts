// Preferences that change what the server renders and lists (docs/features/accessibility.md):
// Auslan first, audio description, verbose descriptions. A visitor's preferences travel in their
// cookie, so each request here carries its own set and the pages are compared with and without it.
import { env } from "cloudflare:test";
import { SELF } from "./worker";
import { describe, expect, it } from "vitest";
import { DEFAULT_PREFERENCES, type AccessibilityPreferences } from "~/lib/accessibility/preferences";
import { VISITOR_PREFERENCES_COOKIE } from "~/lib/accessibility/preferences";

const withPreferences = (changes: Partial<AccessibilityPreferences>) =>
  `${VISITOR_PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify({ ...DEFAULT_PREFERENCES, ...changes }))}`;

async function page(path: string, changes: Partial<AccessibilityPreferences> = {}) {
  const response = await SELF.fetch(`http://example.com${path}`, { headers: { cookie: withPreferences(changes) } });
  expect(response.status).toBe(200);
  return response.text();
}

type EventItem = { id: number; title: string; startTime: string; auslanInterpreted: boolean };
async function events(query: string) {
  const response = await SELF.fetch(`http://example.com/api/events?${query}`);
  return {
    status: response.status,
    body: (await response.json()) as { items: EventItem[]; nextCursor: string | null },
  };
}

/** Every page of a list, following nextCursor. */
async function allEvents(query: string) {
  const items: EventItem[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await events(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
    expect(status).toBe(200);
    items.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}

const titlesIn = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, "g"))].map((m) => m[1]);
const eventHeadings = (html: string) =>
  [...html.matchAll(/<article[^>]*data-testid="event-card"[^>]*><h2[^>]*>([^<]*)<\/h2>/g)].map((m) =>
    m[1]!.replaceAll("&#x27;", "'"),
  );

async function resourceId(title: string) {
  const row = await env.DB.prepare("SELECT id FROM resources WHERE title = ?").bind(title).first<{ id: number }>();
  if (!row) throw new Error(`no resource ${title}`);
  return row.id;
}
const versionsOf = (html: string) => [...html.matchAll(/data-version="(\w+)"/g)].map((m) => m[1]);

describe("signLanguageSupport", () => {
  it("lists Auslan-interpreted events first, and marks them and providers", async () => {
    const byDate = await allEvents("tab=upcoming");
    const auslanFirst = await allEvents("tab=upcoming&order=auslan-first");
    // The same events, each once, across pages of two.
    expect(auslanFirst.map((e) => e.id).sort()).toEqual(byDate.map((e) => e.id).sort());
    const firstPlain = auslanFirst.findIndex((e) => !e.auslanInterpreted);
    expect(firstPlain).toBeGreaterThan(0);
    expect(auslanFirst.slice(firstPlain).every((e) => !e.auslanInterpreted)).toBe(true);
    // By date within each group, and the plain date order really differs.
    for (const group of [auslanFirst.slice(0, firstPlain), auslanFirst.slice(firstPlain)])
      expect(group.map((e) => e.startTime)).toEqual(group.map((e) => e.startTime).sort());
    expect(byDate.map((e) => e.id)).not.toEqual(auslanFirst.map((e) => e.id));

    // The page asks for that order for a member with the preference, says so, and marks them.
    const on = await page("/events", { signLanguageSupport: true });
    const off = await page("/events");
    expect(eventHeadings(on)).toEqual(auslanFirst.slice(0, eventHeadings(on).length).map((e) => e.title));
    expect(eventHeadings(off)).toEqual(byDate.slice(0, eventHeadings(off).length).map((e) => e.title));
    expect(on).toContain('data-testid="auslan-first-note"');
    expect(titlesIn(on, "auslan-badge")).toHaveLength(firstPlain);
    expect(off).not.toContain('data-testid="auslan-badge"');
    expect(off).not.toContain('data-testid="auslan-first-note"');

    // Providers who work in Auslan are marked, on the card and the profile.
    const providers = (await (await SELF.fetch("http://example.com/api/ndis-providers")).json()) as {
      items: { id: number; worksInAuslan: boolean }[];
    };
    const auslanProviders = providers.items.filter((p) => p.worksInAuslan);
    expect(auslanProviders.length).toBeGreaterThan(0);
    expect(auslanProviders.length).toBeLessThan(providers.items.length);
    const directory = await page("/ndis-providers", { signLanguageSupport: true });
    expect(titlesIn(directory, "auslan-badge")).toHaveLength(auslanProviders.length);
    expect(await page("/ndis-providers")).not.toContain('data-testid="auslan-badge"');
    const plainProvider = providers.items.find((p) => !p.worksInAuslan)!;
    expect(await page(`/ndis-providers/${auslanProviders[0]!.id}`, { signLanguageSupport: true })).toContain(
      "Works in Auslan",
    );
    expect(await page(`/ndis-providers/${plainProvider.id}`, { signLanguageSupport: true })).not.toContain(
      "Works in Auslan",
    );
  });

  it("filters to Auslan-interpreted events for everyone, and refuses a cursor of the other order", async () => {
    const filtered = await allEvents("tab=upcoming&interpreting=auslan");
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((e) => e.auslanInterpreted)).toBe(true);
    const html = await page("/events?interpreting=auslan");
    expect(eventHeadings(html)).toEqual(filtered.map((e) => e.title));

    const { body } = await events("tab=upcoming&limit=1");
    expect(body.nextCursor).not.toBeNull();
    const mixed = await events(`tab=upcoming&order=auslan-first&cursor=${body.nextCursor}`);
    expect(mixed.status).toBe(400);
    expect((await events("tab=upcoming&interpreting=bsl")).status).toBe(400);
  });

  it("opens a resource's Auslan version first", async () => {
    const id = await resourceId("Disability Support Pension: Eligibility Explained");
    expect(versionsOf(await page(`/resources/${id}`, { signLanguageSupport: true }))).toEqual(["auslan", "main"]);
    expect(versionsOf(await page(`/resources/${id}`))).toEqual(["main", "auslan"]);
  });
});

describe("audioDescriptions", () => {
  it("offers the audio-described version first and says when there is none", async () => {
    const described = await resourceId("Switch Access on Android and iOS, Step by Step");
    expect(versionsOf(await page(`/resources/${described}`, { audioDescriptions: true }))).toEqual([
      "described",
      "main",
    ]);
    expect(versionsOf(await page(`/resources/${described}`))).toEqual(["main", "described"]);

    const undescribed = await resourceId("Mindfulness Audio Series with Captions");
    expect(await page(`/resources/${undescribed}`, { audioDescriptions: true })).toContain(
      "This video has no audio-described version yet.",
    );
    expect(await page(`/resources/${undescribed}`)).not.toContain("audio-described version");

    // Online events say whether they are audio described; in-person ones say nothing.
    const on = await page("/events", { audioDescriptions: true });
    expect(on).toContain('data-testid="audio-described"');
    expect(on).toContain("No audio description for this event.");
    const off = await page("/events");
    expect(off).not.toContain('data-testid="audio-described"');
    expect(off).not.toContain("No audio description for this event.");
  });
});

describe("verboseDescriptions", () => {
  it("adds full dates and counts to cards and the long names of icons", async () => {
    const on = await page("/", { verboseDescriptions: true });
    const summaries = titlesIn(on, "card-summary");
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries[0]).toMatch(
      /^Posted (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4}\. [\d,]+ likes? and [\d,]+ comments?\.$/,
    );
    expect(on).toContain('aria-label="Facebook (external site, opens in this tab)"');
    const off = await page("/");
    expect(off).not.toContain('data-testid="card-summary"');
    expect(off).toContain('aria-label="Facebook"');

    const resources = await page("/resources", { verboseDescriptions: true });
    expect(resources).toContain("checked by our team as accurate and up to date.");
    expect(titlesIn(resources, "card-summary")[0]).toMatch(
      /^Added .+\. [\d,]+ views? and [\d,]+ (person|people) who found it helpful\.$/,
    );
    expect(await page("/resources")).not.toContain("checked by our team");
  });
});
