// A member's moderation history and appeals, and the moderators' Appeals tab.
import { APPEAL_NOTICE_TEXTS } from "./appeal-notice";

export const APPEAL_TEXTS = {
  ...APPEAL_NOTICE_TEXTS,
  historyTitle: "Your moderation history",
  historyIntro:
    "Decisions moderators made about your posts, replies, messages or account. You can appeal each one once, within 30 days. A different moderator will look at it.",
  noDecisions: "No moderator has acted on your content or account.",
  appealLabel: "Why should this decision change?",
  appealHint: "Between 20 and 2,000 characters. Say what happened, in your own words.",
  sendAppeal: "Send appeal",
  sending: "Sending…",
  appealSent: "Appeal sent",
  appealSentDetail: "A moderator who did not make the decision will review it.",
  pending: "Your appeal is waiting for a moderator.",
  upheld: "Appeal not granted: the decision stands.",
  granted: "Appeal granted: the decision was reversed.",
  windowClosed: "The 30 days to appeal this decision have ended.",
  appealsTab: "Appeals",
  loadingAppeals: "Loading appeals...",
  noAppeals: "No appeals are waiting.",
  decisionLabel: "Your reason, in plain words for the member",
  decisionHint: "Between 10 and 1,000 characters. The member reads this.",
  uphold: "Uphold decision",
  grant: "Grant appeal",
  deciding: "Working...",
  ownDecision: "You made this decision, so a different moderator must decide the appeal.",
  ownAppeal: "This appeal is yours, so another moderator must decide it.",
  decidedTitle: "Appeal decided",
} as const;
