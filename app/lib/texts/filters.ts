// Personal filters: the settings page, Mute and Block, and a filtered item's collapse.
export const FILTER_TEXTS = {
  pageTitle: "Filters and muted members",
  intro:
    "Hide words, phrases and members you would rather not see. Only you are affected: nobody is told, and nothing is removed for anyone else.",
  addHeading: "Add a keyword filter",
  phraseLabel: "Word or phrase",
  phraseHint:
    "Whole words only, in any case: “rain” filters “Rain!” but not “rainbow”. It applies to the feed, blogs, forums, replies and search.",
  actionLegend: "What happens to a post or reply that has it",
  expiryLabel: "For how long",
  addButton: "Add filter",
  filtersHeading: "Your keyword filters",
  noFilters: "You have no keyword filters.",
  mutedHeading: "Muted members",
  mutedIntro: "Their posts and replies are hidden from you. They can still see yours, and they are not told.",
  noMuted: "You have not muted anyone. Mute a member from their profile or the More menu on their posts.",
  blockedHeading: "Blocked members",
  blockedIntro:
    "A block works both ways: neither of you sees the other's posts and replies, and neither can message the other.",
  noBlocked: "You have not blocked anyone.",
  more: "More",
  mutedToast: (name: string) => `You muted ${name}. Their posts and replies are hidden from you.`,
  unmutedToast: (name: string) => `You unmuted ${name}.`,
  blockedToast: (name: string) => `You blocked ${name}.`,
  unblockedToast: (name: string) => `You unblocked ${name}.`,
  filterAddedToast: (phrase: string) => `Filter added for “${phrase}”.`,
  filterRemovedToast: "Filter removed.",
  manageLink: "Filters and muted members",
  filteredLabel: (phrase: string) => `Filtered: matches your filter “${phrase}”`,
  showFiltered: (phrase: string) => `Show anyway: “${phrase}”`,
  hideFiltered: (phrase: string) => `Hide again: “${phrase}”`,
} as const;
