// Speech preferences (docs/features/accessibility.md), with the browser's speech APIs stubbed so
// the test hears every call. Read aloud (textToSpeech): a post is read a sentence at a time with
// that sentence highlighted, and Pause, Resume and Stop work from the keyboard. Dictation
// (speechToText): what is heard goes in at the caret. Each is there only when its preference is on
// and the browser can do it. Members 17 and 19 only.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessibilityPreferences } from "~/lib/accessibility/preferences";
import {
  baseURL,
  expectNoAxeViolations,
  focusedId,
  memberCookie,
  openBrowser,
  setPreferencesOf,
  visitAs,
} from "./harness";

const READER = 17;

let browser: Browser;
let postId: number;
beforeAll(async () => {
  browser = await openBrowser();
  const response = await fetch(new URL("/api/posts", baseURL()), {
    method: "POST",
    headers: { cookie: memberCookie(3), "content-type": "application/json" },
    body: JSON.stringify({
      type: "blog",
      title: "Three sentences",
      content: "The ramp is steep. The door is heavy! Is there a lift?",
    }),
  });
  expect(response.status).toBe(201);
  postId = ((await response.json()) as { id: number }).id;
});
afterAll(async () => {
  await preferences(null);
  await browser?.close();
});

const preferences = (changes: Partial<AccessibilityPreferences> | null) => setPreferencesOf(READER, changes);

type Spoken = { calls: string[]; said: string[] };

/** From the next document on, speechSynthesis records its calls; `finishUtterance` ends the one being spoken. */
async function stubSpeech(page: Page) {
  await page.context().addInitScript(() => {
    const log = {
      calls: [] as string[],
      said: [] as string[],
      rates: [] as number[],
      current: null as null | { onend?: () => void },
    };
    Object.defineProperty(window, "__speech", { value: log });
    class Utterance {
      lang = "";
      rate = 1;
      onend?: () => void;
      onerror?: () => void;
      constructor(readonly text: string) {}
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        speak(utterance: Utterance) {
          log.calls.push("speak");
          log.said.push(utterance.text);
          log.rates.push(utterance.rate);
          log.current = utterance;
        },
        pause: () => log.calls.push("pause"),
        resume: () => log.calls.push("resume"),
        cancel: () => log.calls.push("cancel"),
        getVoices: () => [],
      },
    });
  });
}
const spoken = (page: Page) =>
  page.evaluate(() => {
    const log = (window as unknown as { __speech: Spoken }).__speech;
    return { calls: [...log.calls], said: [...log.said], rates: [...(log as unknown as { rates: number[] }).rates] };
  });
const finishUtterance = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __speech: { current?: { onend?: () => void } } }).__speech.current?.onend?.(),
  );
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const registry = (CSS as unknown as { highlights: Map<string, { values(): IterableIterator<Range> }> }).highlights;
    const entry = registry.get("read-aloud");
    return entry ? [...entry.values()].map((range) => range.toString()) : [];
  });

/** The share of the highlighted sentence's box painted in the accent colour: seen, not only registered. */
async function accentShare(page: Page) {
  const { box, accent } = await page.evaluate(() => {
    const registry = (CSS as unknown as { highlights: Map<string, { values(): IterableIterator<Range> }> }).highlights;
    const [range] = [...(registry.get("read-aloud")?.values() ?? [])];
    const rect = range!.getClientRects()[0]!;
    const probe = document.createElement("span");
    probe.style.color = "var(--color-accent)";
    document.body.appendChild(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return { box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height }, accent };
  });
  const png = (await page.screenshot({ clip: box })).toString("base64");
  return page.evaluate(
    async ({ png, accent }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const [r, g, b] = accent.match(/\d+/g)!.map(Number);
      let matching = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if (Math.abs(pixels[i]! - r!) + Math.abs(pixels[i + 1]! - g!) + Math.abs(pixels[i + 2]! - b!) < 12) matching++;
      return matching / (pixels.length / 4);
    },
    { png, accent },
  );
}

describe("Read aloud", () => {
  it("reads a post a sentence at a time, highlighted, with pause, resume and stop by keyboard", async () => {
    await preferences({ textToSpeech: true, speechRate: "faster" });
    const page = await visitAs(browser, READER, `/posts/${postId}`);
    await stubSpeech(page);
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    const read = page.getByRole("button", { name: "Read aloud Three sentences" });
    await read.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await spoken(page)).said).toEqual(["The ramp is steep."]);
    expect(await highlighted(page)).toEqual(["The ramp is steep."]);
    // Painted in the accent colour (the rule is on the root, and the post's text inherits it).
    expect(await accentShare(page)).toBeGreaterThan(0.4);
    // At the reading speed chosen in the preferences.
    expect((await spoken(page)).rates).toEqual([1.25]);
    await finishUtterance(page);
    await expect.poll(async () => (await spoken(page)).said.at(-1)).toBe("The door is heavy!");
    expect(await highlighted(page)).toEqual(["The door is heavy!"]);
    // The same button pauses and resumes, and keeps focus as its name changes.
    const id = await focusedId(page);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await spoken(page)).calls.at(-1)).toBe("pause");
    expect(await page.getByRole("button", { name: /^Resume reading/ }).count()).toBe(1);
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await spoken(page)).calls.at(-1)).toBe("resume");
    expect(await focusedId(page)).toBe(id);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await spoken(page)).calls.at(-1)).toBe("cancel");
    expect(await highlighted(page)).toEqual([]);
    expect(await page.getByRole("button", { name: "Read aloud Three sentences" }).count()).toBe(1);
    await page.context().close();
  });

  it("keeps its buttons' words whole at 320 px with the largest text", async () => {
    await preferences({ textToSpeech: true, fontSize: "largest" });
    const page = await visitAs(browser, READER, `/posts/${postId}`, { viewport: { width: 320, height: 700 } });
    await stubSpeech(page);
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    await page.getByRole("button", { name: "Read aloud Three sentences" }).click();
    // Each visible word of "Pause reading" and "Stop" on one line: never "Sto" above "p".
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll("button")]
        .filter((button) => /^(Pause reading|Stop)/.test(button.textContent ?? ""))
        .flatMap((button) => {
          const text = button.firstChild as Text;
          return text.data.split(" ").flatMap((word, index, words) => {
            const start = words.slice(0, index).join(" ").length + (index ? 1 : 0);
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, start + word.length);
            return range.getClientRects().length > 1 ? [word] : [];
          });
        }),
    );
    expect(broken).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.context().close();
  });

  it("is not offered when the preference is off, or where the browser cannot speak", async () => {
    await preferences({ textToSpeech: false });
    const off = await visitAs(browser, READER, `/posts/${postId}`);
    expect(await off.getByRole("button", { name: /^Read aloud/ }).count()).toBe(0);
    await off.context().close();
    await preferences({ textToSpeech: true });
    const mute = await visitAs(browser, READER, "/");
    // A browser without speech: neither the synthesiser nor the utterance exists.
    await mute.context().addInitScript(() => {
      delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
      delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    });
    await mute.goto(new URL(`/posts/${postId}`, baseURL()).toString());
    await mute.waitForSelector("html[data-hydrated='true']");
    expect(await mute.getByRole("button", { name: /^Read aloud/ }).count()).toBe(0);
    await mute.context().close();
  });
});

describe("Dictation", () => {
  const WRITER = 19;
  const writerPreferences = (changes: Partial<AccessibilityPreferences> | null) => setPreferencesOf(WRITER, changes);
  afterAll(() => writerPreferences(null));

  /** From the next document on, SpeechRecognition is a stub the test can make "hear" words. */
  async function stubRecognition(page: Page) {
    await page.context().addInitScript(() => {
      const log = { calls: [] as string[], current: null as null | Record<string, unknown> };
      Object.defineProperty(window, "__recognition", { value: log });
      class Recognition {
        lang = "";
        continuous = false;
        interimResults = true;
        onresult: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        start() {
          log.calls.push("start");
          log.current = this as unknown as Record<string, unknown>;
        }
        stop() {
          log.calls.push("stop");
          this.onend?.();
        }
      }
      Object.defineProperty(window, "SpeechRecognition", { value: Recognition, configurable: true });
    });
  }
  const hear = (page: Page, words: string) =>
    page.evaluate((text) => {
      const log = (window as unknown as { __recognition: { current: { onresult?: (event: unknown) => void } } })
        .__recognition;
      log.current.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: text } }] });
    }, words);
  const calls = (page: Page) =>
    page.evaluate(() => [...(window as unknown as { __recognition: { calls: string[] } }).__recognition.calls]);

  it("puts what is heard in at the caret, shows and announces listening, and stops on the same button", async () => {
    await writerPreferences({ speechToText: true });
    const page = await visitAs(browser, WRITER, `/posts/${postId}`);
    await stubRecognition(page);
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    const box = page.getByRole("textbox", { name: "Reply", exact: true });
    await box.focus();
    await page.keyboard.type("Before after");
    // The caret between the two words.
    for (let i = 0; i < "after".length; i++) await page.keyboard.press("ArrowLeft");
    const dictate = page.getByRole("button", { name: "Dictate" }).first();
    await dictate.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => calls(page)).toEqual(["start"]);
    expect(await page.getByText("Listening…").count()).toBe(1);
    expect(await page.getByText("speech service may process").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Listening. Speak now" }).count()).toBe(1);
    await hear(page, "the middle");
    expect(await box.inputValue()).toBe("Before the middle after");
    await expectNoAxeViolations(page);
    // The same button, now "Stop dictating", keeps focus and stops.
    await page.keyboard.press("Enter");
    await expect.poll(() => calls(page)).toEqual(["start", "stop"]);
    expect(
      await page
        .getByRole("button", { name: "Dictate" })
        .first()
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.context().close();
  });

  it("is not offered where the browser cannot recognise speech, or with the preference off", async () => {
    await writerPreferences({ speechToText: true });
    const page = await visitAs(browser, WRITER, `/posts/${postId}`);
    // Debian's Chromium has no SpeechRecognition (only the webkit-prefixed one, which it stubs out).
    await page.context().addInitScript(() => {
      delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
      delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    });
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await page.getByRole("button", { name: "Dictate" }).count()).toBe(0);
    await page.context().close();
    await writerPreferences({ speechToText: false });
    const off = await visitAs(browser, WRITER, `/posts/${postId}`);
    await stubRecognition(off);
    await off.reload();
    await off.waitForSelector("html[data-hydrated='true']");
    expect(await off.getByRole("button", { name: "Dictate" }).count()).toBe(0);
    await off.context().close();
  });
});

describe("Voice announcements", () => {
  const LISTENER = 11;
  const listenerPreferences = (changes: Partial<AccessibilityPreferences> | null) =>
    setPreferencesOf(LISTENER, changes);
  afterAll(() => listenerPreferences(null));

  it("speaks what the page announces, one message at a time, and nothing when the preference is off", async () => {
    await listenerPreferences({ voiceAnnouncements: true });
    const page = await visitAs(browser, LISTENER, `/posts/${postId}`);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await stubSpeech(page);
    await page.reload();
    await page.waitForSelector("html[data-hydrated='true']");
    const share = page.getByRole("button", { name: /^Share/ });
    await share.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await spoken(page)).said.join(" | ")).toContain("Link copied");
    // The same message again within seconds is not said twice.
    await page.keyboard.press("Enter");
    const before = (await spoken(page)).said.length;
    await page.waitForTimeout(500);
    expect((await spoken(page)).said.length).toBe(before);
    await page.context().close();

    await listenerPreferences({ voiceAnnouncements: false });
    const quiet = await visitAs(browser, LISTENER, `/posts/${postId}`);
    await quiet.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await stubSpeech(quiet);
    await quiet.reload();
    await quiet.waitForSelector("html[data-hydrated='true']");
    await quiet.getByRole("button", { name: /^Share/ }).focus();
    await quiet.keyboard.press("Enter");
    await expect.poll(() => quiet.getByTestId("toast-announcer").textContent()).toContain("Link copied");
    expect((await spoken(quiet)).said).toEqual([]);
    await quiet.context().close();
  });
});
