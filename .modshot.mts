import { chromium } from "playwright-core";
import { startDevServer } from "./scripts/dev-server";
const server = await startDevServer({ vars: { DEMO_USER_SWITCH: "on" } });
console.log("url", server.url);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  await page.goto(server.url + "/moderation");
  await page.waitForSelector("html[data-hydrated='true']");
  await page.screenshot({ path: "/tmp/modshots/reports.png", fullPage: false });
  await page.locator("[data-testid=report-card] button").first().click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: "/tmp/modshots/detail.png" });
  await page.getByRole("tab", { name: "Moderation Actions" }).click();
  await page.waitForSelector("[data-testid=action-card]");
  await page.screenshot({ path: "/tmp/modshots/actions.png" });
  await page.getByRole("tab", { name: "Content Flags" }).click();
  await page.waitForSelector("[data-testid=flag-card]");
  await page.getByRole("button", { name: /^Review/ }).first().click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: "/tmp/modshots/flags.png" });
  const p41 = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: { cookies: [{ name: "demo-user", value: "41", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }], origins: [] } })).newPage();
  await p41.goto(server.url + "/");
  await p41.screenshot({ path: "/tmp/modshots/home41.png" });
  await p41.goto(server.url + "/moderation");
  await p41.screenshot({ path: "/tmp/modshots/forbidden.png" });
} finally {
  await browser.close();
  await server.stop();
}
