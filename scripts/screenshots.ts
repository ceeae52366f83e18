// npm run screenshots: every page route of both spec route lists (bench/routes.ts) and the sign-in
// page, at 1280, 768 and 320 px, in the light, dark and high-contrast schemes and at the largest
// text size, as member 1 (Jordan Lee) on a freshly seeded server of its own. Images go to
// screenshots/ (git-ignored), one folder per look: screenshots/<look>/<width>/<route>.png. It also
// prints each page whose document is wider than the window (a reflow failure, WCAG 1.4.10).
// Filter with arguments: `npm run screenshots -- /forums /ads` takes only routes containing them
// ("/" alone is the home page).
// `npm run screenshots -- --readme` instead writes the README's two small pictures of the home
// page (desktop and phone, light scheme) to docs/screenshots/.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { DEFAULT_PREFERENCES, type AccessibilityPreferences } from "../app/lib/accessibility/preferences";
import { benchRoutes } from "../bench/routes";
import { CHROMIUM_ARGS } from "../bench/lib";
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "./dev-server";

const WIDTHS = [1280, 768, 320];
const LOOKS: { name: string; preferences: Partial<AccessibilityPreferences> }[] = [
  { name: "light", preferences: { colorScheme: "light" } },
  { name: "dark", preferences: { colorScheme: "dark" } },
  { name: "high-contrast", preferences: { colorScheme: "high-contrast" } },
  { name: "largest-text", preferences: { colorScheme: "light", fontSize: "largest" } },
];
const OUT = "screenshots";

const readme = process.argv.includes("--readme");
const server = await startDevServer({ vars: { ...LOCAL_SIGN_IN_VARS } });
let browser: Browser | undefined;
const wide: string[] = [];
try {
  const cookie = await signInAs(server.url, 1);
  const filters = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const routes = [...(await benchRoutes(server.url, cookie)), { name: "/login", path: "/login", heavy: false }].filter(
    (route) =>
      filters.length === 0 ||
      filters.some((filter) => route.name === filter || (filter !== "/" && route.name.includes(filter))),
  );
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  if (readme) await readmePictures(browser, server.url, cookie);
  else rmSync(OUT, { recursive: true, force: true });
  for (const look of readme ? [] : LOOKS) {
    const saved = await fetch(`${server.url}/api/accessibility-preferences/1`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ ...DEFAULT_PREFERENCES, ...look.preferences }),
    });
    if (!saved.ok) throw new Error(`saving the ${look.name} preferences answered ${saved.status}`);
    for (const width of WIDTHS) {
      const dir = join(OUT, look.name, String(width));
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      for (const route of routes) {
        // The sign-in page is what a visitor sees.
        if (route.path === "/login") await context.clearCookies();
        await page.goto(server.url + route.path, { waitUntil: "networkidle" });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${look.name} ${width}px ${route.name}: ${scrollWidth}px wide`);
        const file = (route.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home") + ".png";
        await page.screenshot({ path: join(dir, file), fullPage: true });
      }
      await context.close();
    }
    console.log(`${look.name}: ${routes.length} routes at ${WIDTHS.join(", ")} px`);
  }
} finally {
  await browser?.close();
  await server.stop();
}
if (!readme)
  console.log(wide.length ? `Wider than the window:\n  ${wide.join("\n  ")}` : "No page is wider than its window.");
if (!readme) console.log(`Images: ${OUT}/<look>/<width>/<route>.png`);

/** The home page's first screen as JPEGs, small enough to keep in git. */
async function readmePictures(browser: Browser, url: string, cookie: string) {
  await fetch(`${url}/api/accessibility-preferences/1`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ ...DEFAULT_PREFERENCES, colorScheme: "light" }),
  });
  mkdirSync("docs/screenshots", { recursive: true });
  const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
  for (const { file, viewport, scale } of [
    { file: "home-desktop.jpg", viewport: { width: 1280, height: 800 }, scale: 1 },
    { file: "home-phone.jpg", viewport: { width: 390, height: 844 }, scale: 1 },
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    await page.goto(`${url}/`, { waitUntil: "networkidle" });
    await page.screenshot({ path: join("docs/screenshots", file), type: "jpeg", quality: 70 });
    await context.close();
    console.log(`docs/screenshots/${file}`);
  }
}
