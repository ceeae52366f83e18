// Uploads outside the composer, by keyboard (docs/features/images.md): a member chooses a picture on
// /account, crops it with the sliders, saves it (two squares, shown with srcset) and removes it; an
// advertiser creates a creative with an image and its description. axe on each new state, in the
// light, dark and high-contrast schemes. Member 23 (their picture is removed again) and member 6,
// the starter advertiser forms-ads.test.ts uses too.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS as T } from "~/lib/texts/account";
import { ADS_TEXTS } from "~/lib/texts";
import { PNG_1X1 } from "../shared/images";
import {
  announced,
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  openBrowser,
  openChooserByKeyboard,
  stamp,
  tabTo,
  visitAs,
} from "./harness";

const MEMBER = 23;
const ADVERTISER = 6;
const picture = { name: "me.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1) };

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated='true']");

/** Opens the focused file input's chooser from the keyboard and picks `file`. */
async function chooseByKeyboard(page: Page, file: typeof picture) {
  await (await openChooserByKeyboard(page)).setFiles(file);
}

describe("your picture", () => {
  it("chooses, crops, saves and removes a picture by keyboard; axe in three schemes", async () => {
    const page = await visitAs(browser, MEMBER, "/account");
    await hydrated(page);
    await tabTo(page, page.getByLabel(T.avatarChoose));
    await chooseByKeyboard(page, picture);
    await page.getByRole("img", { name: T.avatarPreview }).waitFor();
    await expectFocusKept(page, page.getByLabel(T.avatarChoose));
    await expectNoAxeViolations(page);

    // Zoom in two steps with the arrow keys; the number box says so.
    await tabTo(page, page.getByRole("slider", { name: T.avatarZoom }));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("spinbutton", { name: `${T.avatarZoom} in %` }).inputValue()).toBe("120");

    await tabTo(page, page.getByRole("button", { name: T.avatarSave }));
    await page.keyboard.press("Enter");
    await expectFocusKept(page, page.locator("#avatar-heading"));
    await expect.poll(() => announced(page)).toContain(T.avatarSaved);
    // Every avatar of the member on the page (the header's menu too) is the picture, at both sizes.
    const mine = page.locator(`img[src^="/media/"][srcset]`);
    await expect.poll(() => mine.count()).toBeGreaterThan(1);
    const srcset = (await mine.first().getAttribute("srcset")) ?? "";
    expect(srcset).toMatch(/^\/media\/[0-9a-f]{36}-96\.(webp|png) 96w, \/media\/[0-9a-f]{36}\.(webp|png) 256w$/);
    await expect.poll(() => mine.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // The cropper, in a second page, in the other two schemes.
    const schemed = await visitAs(browser, MEMBER, "/account");
    await hydrated(schemed);
    await schemed.getByLabel(T.avatarChoose).setInputFiles(picture);
    await schemed.getByRole("img", { name: T.avatarPreview }).waitFor();
    await expectNoAxeViolationsInSchemes(schemed, ["dark", "high-contrast"]);
    await schemed.context().close();

    await tabTo(page, page.getByRole("button", { name: T.avatarRemove }));
    await page.keyboard.press("Enter");
    await expectFocusKept(page, page.locator("#avatar-heading"));
    await expect.poll(() => announced(page)).toContain(T.avatarRemoved);
    await expect.poll(() => page.locator(`img[src="/avatars/user-${MEMBER}.png"]`).count()).toBeGreaterThan(1);
    expect(await page.locator(`img[src^="/media/"]`).count()).toBe(0);
    await page.context().close();
  });
});

describe("a creative's image", () => {
  it("uploads an image with its description by keyboard, and the library shows it; axe in three schemes", async () => {
    const page = await visitAs(browser, ADVERTISER, "/ads?tab=creatives");
    await hydrated(page);
    await tabTo(page, page.getByRole("button", { name: ADS_TEXTS.createCreative }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: ADS_TEXTS.createCreative });
    await dialog.getByLabel("Headline").waitFor();
    const name = `Image creative ${stamp()}`;
    await page.keyboard.type(name);
    for (const [label, text] of [
      ["Headline", "Ramps for every step"],
      ["Primary text", "Portable ramps, delivered."],
      ["Call to action", "Learn More"],
    ] as const)
      await tabTo(page, dialog.getByLabel(label)).then(() => page.keyboard.type(text));
    await tabTo(page, dialog.getByLabel(ADS_TEXTS.creativeImage));
    await chooseByKeyboard(page, { ...picture, name: "ramp.png" });
    await tabTo(page, dialog.getByLabel(ADS_TEXTS.creativeImageAlt));
    await page.keyboard.type("A folding ramp over three steps");
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole("button", { name: ADS_TEXTS.createCreative }));
    await page.keyboard.press("Enter");
    await expectFocusKept(page, page.getByRole("heading", { name, exact: true }));
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    const image = card.getByRole("img", { name: "A folding ramp over three steps" });
    expect(await image.getAttribute("src")).toMatch(/^\/media\/[0-9a-f]{36}\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.context().close();

    const schemed = await visitAs(browser, ADVERTISER, "/ads?tab=creatives");
    await schemed.getByRole("img", { name: "A folding ramp over three steps" }).first().waitFor();
    await expectNoAxeViolationsInSchemes(schemed, ["dark", "high-contrast"]);
    await schemed.context().close();
  });
});
