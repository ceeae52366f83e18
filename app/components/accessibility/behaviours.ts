// What each preference does, in the words the wizard shows and the README lists, and the test
// that fails if it stops doing it (no preference is a placebo: decision 023). A unit test holds the
// wizard, this table, the README and the named tests in step.
import type { PreferenceKey } from "~/lib/accessibility/preferences";

/**
 * What each page-level mode does, shown beside its switch in the settings. Kept here, not in
 * lib/accessibility/preferences, which every page loads: only the settings show these words.
 */
export const MODE_DESCRIPTIONS = {
  clickAssistance: "Makes every button, link and field at least 44 by 44 pixels and spaces them apart.",
  screenReaderOptimized: "Hides decorative images and icons and shows text in full instead of cutting it short.",
  simplifiedLayout: "Shows one column: side panels and extras are hidden so the main content stands alone.",
  concentrationMode: "Greys out the header, footer and side panels and hides badges, so the main content stands out.",
  alwaysExpandWarnings: "Opens every content warning, so posts and replies show in full without pressing Show content.",
  readingAssistance: "Adds line spacing, limits line length and highlights the paragraph under the pointer or focus.",
  focusIndicators: {
    standard: "A 3-pixel outline around the focused element.",
    enhanced: "A thicker outline with a glow, easier to spot on busy pages.",
    "high-contrast": "A black and yellow double ring that shows on any background.",
  },
} as const;

type Behaviour = { does: string; test: readonly [file: string, title: string] };

export const PREFERENCE_BEHAVIOURS: Record<PreferenceKey, Behaviour> = {
  fontSize: {
    does: "Sets the text size, from Small (14 px) to Largest (32 px, twice the default); pages reflow to fit.",
    test: ["tests/unit/accessibility.test.ts", "maps font sizes to 14, 16, 18, 20, 24 and 32 px"],
  },
  fontFamily: {
    does: "Sets the font of every page: your system's, OpenDyslexic, or a heavy high-contrast sans.",
    test: ["tests/e2e/preferences.test.ts", "font family and contrast level change the computed styles"],
  },
  colorScheme: {
    does: "Light, dark or high-contrast colours; Automatic follows your device.",
    test: ["tests/e2e/accessibility.test.ts", "follows the OS dark mode when the scheme is auto"],
  },
  contrastLevel: {
    does: "High and maximum make secondary text and borders as strong as body text.",
    test: ["tests/e2e/preferences.test.ts", "font family and contrast level change the computed styles"],
  },
  reduceMotion: {
    does: "Stops animations and transitions.",
    test: ["tests/e2e/page-modes.test.ts", "reduce motion makes transitions effectively instant"],
  },
  autoplay: {
    does: "Lets things move by themselves. Off keeps everything still: no animation runs and no video starts on its own.",
    test: ["tests/e2e/preferences.test.ts", "with autoplay off, nothing animates by itself and no video autoplays"],
  },
  animationSpeed: {
    does: "How fast transitions run: slow, normal, fast, or off.",
    test: ["tests/unit/accessibility.test.ts", "sets motion durations from animation speed"],
  },
  keyboardNavigation: {
    does: "Turns on the Alt keyboard shortcuts: Alt + M, Alt + A, Alt + H and Alt + N.",
    test: ["tests/e2e/keyboard.test.ts", "does nothing when keyboard navigation is off"],
  },
  focusIndicators: {
    does: "How the focused control is outlined: standard, enhanced (thicker, with a glow) or high contrast (black and yellow).",
    test: ["tests/e2e/page-modes.test.ts", "enhanced and high-contrast focus indicators draw stronger outlines"],
  },
  skipLinks: {
    does: "Adds a Skip past link before each long list (posts, discussions, blogs, replies, events, resources, providers). Skip to main content is always there.",
    test: ["tests/e2e/preferences.test.ts", "skips past a long list, and offers no such link with Skip Links off"],
  },
  soundEffects: {
    does: "Short, gentle sounds when you send or receive a message, on an error, and for game moves and your turn. Off is silent everywhere, games included.",
    test: ["tests/e2e/preferences.test.ts", "plays earcons at the chosen volume, and none with sound effects off"],
  },
  soundVolume: {
    does: "How loud those sounds are, from 0 to 100.",
    test: ["tests/e2e/preferences.test.ts", "plays earcons at the chosen volume, and none with sound effects off"],
  },
  voiceAnnouncements: {
    does: "Speaks what the page announces (messages, replies, moves and notices) aloud, for when you don't use a screen reader.",
    test: ["tests/e2e/speech.test.ts", "speaks what the page announces, one message at a time"],
  },
  audioDescriptions: {
    does: "Offers a video's audio-described version first, says so where there is none, and marks online events that are audio described.",
    test: [
      "tests/integration/preference-pages.test.ts",
      "offers the audio-described version first and says when there is none",
    ],
  },
  screenReaderOptimized: {
    does: MODE_DESCRIPTIONS.screenReaderOptimized,
    test: ["tests/e2e/page-modes.test.ts", "screen reader optimisation hides decorative icons"],
  },
  verboseDescriptions: {
    does: "Adds longer descriptions: a chart's trend in a sentence, where a game piece can move, each card's full date and counts, and the long names of icons.",
    test: [
      "tests/integration/preference-pages.test.ts",
      "adds full dates and counts to cards and the long names of icons",
    ],
  },
  landmarkNavigation: {
    does: "Alt + N moves between the page's sections (with Keyboard Navigation on).",
    test: ["tests/e2e/keyboard.test.ts", "Alt+N does nothing with landmark navigation off"],
  },
  simplifiedLayout: {
    does: MODE_DESCRIPTIONS.simplifiedLayout,
    test: ["tests/e2e/page-modes.test.ts", "simplified layout hides the side panel"],
  },
  readingAssistance: {
    does: MODE_DESCRIPTIONS.readingAssistance,
    test: ["tests/e2e/page-modes.test.ts", "reading assistance opens up line spacing"],
  },
  concentrationMode: {
    does: MODE_DESCRIPTIONS.concentrationMode,
    test: ["tests/e2e/page-modes.test.ts", "concentration mode takes the colour out of the header"],
  },
  altTextReminder: {
    does: "Publishing a post or reply with an image that has no description asks once whether to add one. Off posts it as it is.",
    test: ["tests/e2e/images.test.ts", "does not ask when the reminder is off"],
  },
  alwaysExpandWarnings: {
    does: MODE_DESCRIPTIONS.alwaysExpandWarnings,
    test: ["tests/e2e/conversations.test.ts", "opens warnings at once for a member who asks for that"],
  },
  speechRate: {
    does: "How fast Read aloud and voice announcements speak: slower, normal or faster.",
    test: ["tests/e2e/speech.test.ts", "reads a post a sentence at a time"],
  },
  clickAssistance: {
    does: MODE_DESCRIPTIONS.clickAssistance,
    test: ["tests/e2e/page-modes.test.ts", "click assistance makes buttons at least 44px tall"],
  },
  dragAssistance: {
    does: "Turns every drag off: toasts are dismissed with their × button, and sliders become a number box with − and + buttons.",
    test: ["tests/e2e/preferences.test.ts", "turns drags off: no toast swipe, and sliders become number boxes"],
  },
  hoverDelay: {
    does: "How long the pointer rests on something before its tooltip opens or the reading highlight follows it. Menus open only when pressed.",
    test: ["tests/e2e/page-modes.test.ts", "opens a tooltip after the member's hover delay, not before"],
  },
  textToSpeech: {
    does: "Offers a Read aloud button on posts, replies, resources and provider pages.",
    test: ["tests/e2e/speech.test.ts", "reads a post a sentence at a time, highlighted"],
  },
  speechToText: {
    does: "Offers dictation in every multi-line text box.",
    test: ["tests/e2e/speech.test.ts", "puts what is heard in at the caret"],
  },
  signLanguageSupport: {
    does: "Lists Auslan-interpreted events first and marks them, opens a resource's Auslan version first, and marks providers who work in Auslan.",
    test: [
      "tests/integration/preference-pages.test.ts",
      "lists Auslan-interpreted events first, and marks them and providers",
    ],
  },
  customCss: {
    does: "Your own styles for this site, sanitised: no imports, remote images or scripts.",
    test: [
      "tests/integration/accessibility-preferences.test.ts",
      "puts font size, scheme, motion, autoplay and modes into the first HTML",
    ],
  },
};
