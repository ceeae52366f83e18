// What the moderation e2e files share: the API called from the test, the dashboard's counters,
// and the keyboard moves a moderator makes (search, open a report).
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL, expectFocusKept, memberCookie } from "./harness";

export const run = Date.now().toString(36);
/** expect.poll with room for a busy machine: the default second is too short for a round trip under load. */
export const poll = <T>(read: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}) =>
  expect.poll(read, { timeout: 10_000, ...options });
export { announced } from "./harness";

/** Calls the API from the test itself, as user 1 or as another seeded member. */
export async function api(path: string, { method, body, as }: { method?: string; body?: unknown; as?: number } = {}) {
  method ??= body === undefined ? "GET" : "POST";
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  headers.cookie = memberCookie(as ?? 1);
  const response = await fetch(new URL(path, baseURL()), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
export async function ownPost(as: number, content: string) {
  const created = await api("/api/posts", { body: { type: "post", content }, as });
  expect(created.status).toBe(201);
  return Number(created.body.id);
}
export async function counters(page: Page) {
  const read = async (key: string) => Number(await page.getByTestId(`counter-${key}`).textContent());
  return {
    pending: await read("pending"),
    reviewing: await read("reviewing"),
    flags: await read("flags"),
    resolvedToday: await read("resolved-today"),
  };
}
/** Focus then Enter: what a keyboard user does. */
export async function press(page: Page, locator: ReturnType<Page["locator"]>) {
  await locator.focus();
  await page.keyboard.press("Enter");
}
export async function search(page: Page, text: string) {
  await page.getByLabel("Search reports").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  // This search's own URL: a second search on the page must not pass on the first one's.
  await page.waitForURL((url) => url.searchParams.get("q") === text);
  await expectFocusKept(page, page.getByLabel("Search reports"));
}
export const cards = (page: Page) => page.locator("[data-testid=report-card]");
export const detail = (page: Page) => page.getByTestId("report-detail");
/** Focus moves to the panel's heading on the frame after it renders; a key pressed before then would land there. */
export const headingFocused = (page: Page) =>
  poll(() => page.evaluate(() => document.activeElement?.id)).toBe("report-detail-heading");
/** Opens the first card's report in the detail panel, as a keyboard user does. */
export async function openFirstReport(page: Page) {
  await press(page, cards(page).first().getByRole("button"));
  await headingFocused(page);
}
