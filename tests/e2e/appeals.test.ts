// Appeals end to end, by keyboard (docs/features/moderation.md, "Appeals"): a suspended member
// follows the home notice to their moderation history and appeals; a second moderator grants it on
// the Appeals tab; the member can post again. Axe on both pages in the light, dark and
// high-contrast schemes.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPEAL_TEXTS } from "~/lib/texts/appeals";
import {
  expectFocusKept,
  expectNoAxeViolations,
  expectNoAxeViolationsInSchemes,
  openBrowser,
  visitAs,
} from "./harness";
import { announced, api, poll, press, run } from "./moderation-helpers";

const MEMBER = 35;
const SECOND_MODERATOR = 2;
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Axe on `path` as `member` in the dark and high-contrast schemes. */
async function darkAndHighContrast(member: number, path: string) {
  const page = await visitAs(browser, member, path);
  await expectNoAxeViolationsInSchemes(page, ["dark", "high-contrast"]);
  await page.context().close();
}

describe("appealing a suspension", () => {
  it(
    "a suspended member appeals from the home notice; a second moderator grants it; they can post again",
    { timeout: 120_000 },
    async () => {
      const suspended = await api("/api/moderation-actions", {
        body: { actionType: "user_suspended", targetUserId: MEMBER, reason: `Harassment in the forums ${run}` },
      });
      expect(suspended.status).toBe(201);
      const actionId = Number(suspended.body.id);

      // The notice on the home feed says what happened and leads to the decision.
      const home = await visitAs(browser, MEMBER, "/");
      const notice = home.getByTestId("moderation-notices").locator("li").filter({ hasText: run });
      expect(await notice.textContent()).toContain("Your account is suspended until");
      expect(await notice.textContent()).toContain("Guideline:");
      await press(home, notice.getByRole("link", { name: APPEAL_TEXTS.appealThis }));
      await home.waitForURL((url) => url.pathname === "/moderation-history");
      const decision = home.locator(`#decision-${actionId}`);
      await expectFocusKept(home, decision);
      await expectNoAxeViolations(home);

      // Too short first: the error is beside the field, and focus goes there.
      const statement = decision.getByLabel(APPEAL_TEXTS.appealLabel);
      await statement.focus();
      await home.keyboard.type("Too short");
      await press(home, decision.getByRole("button", { name: APPEAL_TEXTS.sendAppeal }));
      await poll(() => statement.getAttribute("aria-invalid")).toBe("true");
      await expectFocusKept(home, statement);
      await home.keyboard.type(". I was quoting someone else's words to ask for help, not attacking anyone.");
      await press(home, decision.getByRole("button", { name: APPEAL_TEXTS.sendAppeal }));
      await poll(() => announced(home)).toContain(APPEAL_TEXTS.appealSent);
      await poll(() => decision.getByTestId("appeal-outcome").textContent()).toBe(APPEAL_TEXTS.pending);
      await expectFocusKept(home, decision);
      await expectNoAxeViolations(home);
      await home.context().close();
      await darkAndHighContrast(MEMBER, "/moderation-history");

      // The moderator who suspended them sees the appeal but may not decide it.
      const first = await visitAs(browser, 1, "/moderation?tab=appeals");
      const ownCard = first.getByTestId("appeal-card").filter({ hasText: run });
      expect(await ownCard.getByTestId("appeal-own-decision").textContent()).toBe(APPEAL_TEXTS.ownDecision);
      await first.context().close();

      // A second moderator grants it, by keyboard.
      await darkAndHighContrast(SECOND_MODERATOR, "/moderation?tab=appeals");
      const queue = await visitAs(browser, SECOND_MODERATOR, "/moderation?tab=appeals");
      await expectNoAxeViolations(queue);
      const card = queue.getByTestId("appeal-card").filter({ hasText: run });
      await card.getByLabel(APPEAL_TEXTS.decisionLabel).focus();
      await queue.keyboard.type("You were asking for help with words someone sent you. That is allowed.");
      await press(queue, card.getByRole("button", { name: APPEAL_TEXTS.grant }));
      await poll(() => announced(queue)).toContain("granted");
      await poll(() => card.count()).toBe(0);
      await expectFocusKept(queue, queue.locator("#appeals-queue"));
      await queue.context().close();

      // The member sees the outcome with the reason, and can post again.
      const back = await visitAs(browser, MEMBER, "/moderation-history");
      expect(await back.locator(`#decision-${actionId}`).textContent()).toContain(APPEAL_TEXTS.granted);
      expect(await back.locator(`#decision-${actionId}`).textContent()).toContain("That is allowed.");
      await back.context().close();
      const feed = await visitAs(browser, MEMBER, "/");
      const composer = feed.getByRole("form", { name: "Share with the community" });
      await composer.getByLabel("What would you like to share?").focus();
      const content = `Back after my appeal ${run}`;
      await feed.keyboard.type(content);
      await press(feed, composer.getByRole("button", { name: "Post" }));
      await poll(async () => (await api(`/api/posts?authorId=${MEMBER}&limit=5`)).body.items).toContainEqual(
        expect.objectContaining({ content }),
      );
      await feed.context().close();
    },
  );
});
