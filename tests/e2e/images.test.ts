// Images and their descriptions in a real browser (docs/features/images.md), by keyboard: a
// member chooses a photo and an animated GIF from the feed's composer, is reminded about the photo
// without a description, adds one and posts; the feed shows the description as the alt and behind
// the ALT badge; the post's page plays the GIF (and keeps it still for reduced motion), lets its
// author describe it again and a reply be sent after the reminder is dismissed; a reader with
// autoplay off sees the GIF still until they press Play. Axe runs on each new state in light, dark
// and high contrast, switched in place so the state on screen stays. Members 21 and 23 only.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_UPLOAD_TEXTS } from "~/lib/texts/images";
import { IMAGE_TEXTS } from "~/lib/texts/posts";
import { gif, PNG_1X1 } from "../shared/images";
import {
  expectFocusKept,
  expectNoAxeViolationsInSchemes,
  focusedId,
  openBrowser,
  openChooserByKeyboard,
  setPreferencesOf,
  stamp,
  tabTo,
  visitAs,
} from "./harness";

const AUTHOR = 21;
const READER = 23;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  for (const member of [AUTHOR, READER]) await setPreferencesOf(member, null);
  await browser?.close();
});

const PHOTO = { name: "ramp.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1) };
const WAVE = { name: "wave.gif", mimeType: "image/gif", buffer: Buffer.from(gif()) };

/** Focus, then a key: what a keyboard user does once Tab has brought them there. */
async function press(page: Page, locator: Locator, key = "Enter") {
  await locator.focus();
  await page.keyboard.press(key);
}

/** Tabs to the composer's file input and opens it from the keyboard, as a keyboard user would; the files are chosen there. */
async function chooseImages(page: Page, form: Locator, files: (typeof PHOTO)[]) {
  await form
    .getByLabel("What would you like to share?")
    .or(form.getByLabel("Reply", { exact: true }))
    .focus();
  const input = form.getByLabel(IMAGE_UPLOAD_TEXTS.addImages);
  // The input's code is fetched with that first focus (lazyDormant); until it arrives the input is
  // disabled, so Tab would pass it. A person takes longer than the fetch between focus and Tab.
  await expect.poll(() => input.isEnabled()).toBe(true);
  await tabTo(page, input);
  await (await openChooserByKeyboard(page)).setFiles(files);
  // Each image is uploaded at once; the form then carries its id.
  await expect.poll(() => form.locator('input[name="mediaId"]').count()).toBe(files.length);
}

const imageItem = (form: Locator, position: number, name: string) =>
  form.getByRole("listitem", { name: IMAGE_UPLOAD_TEXTS.imageLabel(position, name) });

describe("images with descriptions", () => {
  it(
    "posts a photo and a GIF by keyboard, with the reminder, the ALT badge, Play and Pause, in every scheme",
    { timeout: 180_000 },
    async () => {
      const content = `Our new ramp ${stamp()}`;
      const photoAlt = `A concrete ramp to a blue front door ${stamp()}`;
      const waveAlt = "A hand waving hello";

      // The author chooses two images in the feed's composer.
      const page = await visitAs(browser, AUTHOR, "/");
      const composer = page.getByRole("form", { name: "Share with the community" });
      await composer.getByLabel("What would you like to share?").fill(content);
      await chooseImages(page, composer, [PHOTO, WAVE]);
      expect(await composer.getByTestId("composer-thumbnail").count()).toBe(2);
      await expectNoAxeViolationsInSchemes(page);
      await imageItem(composer, 2, "wave.gif").getByLabel(IMAGE_UPLOAD_TEXTS.descriptionLabel).fill(waveAlt);

      // Post: the photo has no description, so the reminder asks, with focus on Add description.
      await press(page, composer.getByRole("button", { name: "Post", exact: true }));
      const reminder = page.getByRole("dialog", { name: IMAGE_UPLOAD_TEXTS.reminderTitle });
      await reminder.waitFor();
      await expectFocusKept(page, reminder.getByRole("button", { name: IMAGE_UPLOAD_TEXTS.addDescription }));
      await expectNoAxeViolationsInSchemes(page);
      await page.keyboard.press("Enter");
      const photoDescription = imageItem(composer, 1, "ramp.png").getByLabel(IMAGE_UPLOAD_TEXTS.descriptionLabel);
      await expectFocusKept(page, photoDescription);
      expect(await reminder.count()).toBe(0);
      await page.keyboard.type(photoAlt);
      await press(page, composer.getByRole("button", { name: "Post", exact: true }));

      // Posted: focus on the new card, whose thumbnail is the photo with its description as the alt, and "+1".
      await expect.poll(() => focusedId(page)).toMatch(/^post-card-\d+$/);
      const postId = Number((await focusedId(page)).replace("post-card-", ""));
      const card = page.locator(`#post-card-${postId}`);
      expect(await card.getByRole("img", { name: photoAlt }).count()).toBe(1);
      expect(await card.getByText(IMAGE_TEXTS.moreLabel(1)).count()).toBe(1);
      expect(await composer.getByTestId("composer-thumbnail").count()).toBe(0);
      // The ALT badge opens on Enter and shows the description.
      await press(page, card.locator("summary", { hasText: IMAGE_TEXTS.altBadge }));
      await expect.poll(() => card.getByText(photoAlt, { exact: true }).isVisible()).toBe(true);
      await expectNoAxeViolationsInSchemes(page);

      // The post's page: both images; the GIF plays for its author (autoplay on) and stays still for reduced motion.
      await page.goto(new URL(`/posts/${postId}`, page.url()).toString());
      await page.waitForSelector("html[data-hydrated='true']");
      const wave = page.locator("figure").filter({ has: page.getByRole("img", { name: waveAlt }) });
      await expect.poll(() => wave.getByTestId("image-playing").count()).toBe(1);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await expect.poll(() => wave.getByTestId("image-still").count()).toBe(1);
      await page.emulateMedia({ reducedMotion: "no-preference" });

      // Its author describes the GIF again, without uploading it again.
      const waveAgain = `${waveAlt}, smiling`;
      await press(page, wave.locator("summary", { hasText: IMAGE_UPLOAD_TEXTS.editDescription }));
      const field = wave.getByRole("textbox", { name: IMAGE_UPLOAD_TEXTS.descriptionLabel });
      await field.fill(waveAgain);
      await press(page, wave.getByRole("button", { name: IMAGE_UPLOAD_TEXTS.saveDescription }));
      const described = page.locator("figure").filter({ has: page.getByRole("img", { name: waveAgain }) });
      await expect.poll(() => described.count()).toBe(1);
      await expectFocusKept(page, described);
      await expectNoAxeViolationsInSchemes(page);

      // A reply with a photo: Escape closes the reminder and gives focus back; it asks only once.
      const replyForm = page.getByRole("form", { name: "Add a reply" });
      await replyForm.getByLabel("Reply", { exact: true }).fill(`Looks great ${stamp()}`);
      await chooseImages(page, replyForm, [PHOTO]);
      const postReply = replyForm.getByRole("button", { name: "Post reply" });
      await press(page, postReply);
      await reminder.waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => reminder.count()).toBe(0);
      await expectFocusKept(page, postReply);
      await page.keyboard.press("Enter");
      const reply = page
        .getByTestId("reply")
        .filter({ has: page.getByRole("img", { name: IMAGE_TEXTS.undescribedAlt }) });
      await expect.poll(() => reply.getByText(IMAGE_TEXTS.noDescription, { exact: true }).count()).toBe(1);
      await page.context().close();

      // A reader with autoplay off: the GIF's still frame, until they press Play; Pause stills it again.
      await setPreferencesOf(READER, { autoplay: false });
      const reader = await visitAs(browser, READER, `/posts/${postId}`);
      const still = reader.locator("figure").filter({ has: reader.getByRole("img", { name: waveAgain }) });
      expect(await still.getByTestId("image-still").getAttribute("src")).toMatch(/-still\.png$/);
      await expectNoAxeViolationsInSchemes(reader);
      await press(
        reader,
        still.getByRole("button", { name: `${IMAGE_UPLOAD_TEXTS.play} ${IMAGE_UPLOAD_TEXTS.animation}` }),
      );
      await expect.poll(() => still.getByTestId("image-playing").getAttribute("src")).toMatch(/\.gif$/);
      const pause = still.getByRole("button", { name: `${IMAGE_UPLOAD_TEXTS.pause} ${IMAGE_UPLOAD_TEXTS.animation}` });
      await expectFocusKept(reader, pause);
      await reader.keyboard.press("Enter");
      await expect.poll(() => still.getByTestId("image-still").count()).toBe(1);
      await reader.context().close();
    },
  );

  it("fetches the image input's code with the first focus in the composer, not with the page", async () => {
    const page = await visitAs(browser, AUTHOR, "/");
    const composer = page.getByRole("form", { name: "Share with the community" });
    const input = composer.getByLabel(IMAGE_UPLOAD_TEXTS.addImages);
    const fetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /\/ComposerImages-[\w-]+\.js$/.test(entry.name)),
      );
    // Hydrated, and the server's input is there, disabled until its code has come.
    await page.waitForLoadState("networkidle");
    expect(await input.isDisabled()).toBe(true);
    expect(await fetched()).toBe(false);
    await composer.getByLabel("What would you like to share?").focus();
    await expect.poll(() => input.isDisabled()).toBe(false);
    expect(await fetched()).toBe(true);
    // Reached from the text box by Tab, as the other test chooses its images.
    await tabTo(page, input);
    await page.context().close();
  });

  it("does not ask when the reminder is off", async () => {
    await setPreferencesOf(AUTHOR, { altTextReminder: false });
    const page = await visitAs(browser, AUTHOR, "/");
    const composer = page.getByRole("form", { name: "Share with the community" });
    await composer.getByLabel("What would you like to share?").fill(`No reminder ${stamp()}`);
    await chooseImages(page, composer, [PHOTO]);
    await press(page, composer.getByRole("button", { name: "Post", exact: true }));
    await expect.poll(() => focusedId(page)).toMatch(/^post-card-\d+$/);
    const card = page.locator(`#${await focusedId(page)}`);
    expect(await card.getByText(IMAGE_TEXTS.noDescription, { exact: true }).count()).toBe(1);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.context().close();
  });
});
