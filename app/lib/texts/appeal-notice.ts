// The home feed's notice of a moderation decision: in a module of its own, so the feed's first
// script carries these two texts and not the whole appeals page's (./appeals.ts).
export const APPEAL_NOTICE_TEXTS = {
  appealThis: "Appeal this decision",
  noticeSeeDecision: "See the decision",
} as const;
