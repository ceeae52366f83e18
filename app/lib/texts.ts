// Every quoted text from the spec lives here once, shared by the UI and the tests.
export const TEXTS = {
  notFoundTitle: "404 Page Not Found",
  skipLink: "Skip to main content",
  searchPlaceholder: "Search posts, blogs, forums...",
  footerAbout:
    "A supportive community platform for people with disabilities to connect, share experiences and access resources.",
  copyright: "© 2024 Community Platform. All rights reserved.",
  noPosts: "No posts found. Be the first to share something!",
  beingBuilt: "This area is being built. Its data and actions arrive in a later release.",
} as const;

// Spec doc 1 sections 4 and 8; doc 2, Accessibility Settings, sections 4, 5 and 8.
export const A11Y_TEXTS = {
  providerMissing: "useAccessibility must be used within an AccessibilityProvider",
  fetchFailed: "Failed to fetch preferences",
  saveFailed: "Failed to save preferences",
  noPreferences: "No Accessibility Preferences Set",
  previewApplied: "Preview Applied",
  previewAppliedDescription: "Your changes are shown on this page but not saved yet.",
  settingsSaved: "Settings Saved",
  settingsSavedDescription: "Your accessibility preferences have been saved.",
  saveFailedDescription: "Failed to save your accessibility preferences. Please try again.",
  settingsExported: "Settings Exported",
  settingsExportedDescription: "Your preferences were downloaded as accessibility-preferences.json.",
  settingsImported: "Settings Imported",
  settingsImportedDescription: "Review the imported settings, then choose Save Settings to keep them.",
  importFailed: "Import Failed",
  importFailedDescription: "Invalid file format. Please select a valid accessibility preferences file.",
  settingsReset: "Settings Reset",
  settingsResetDescription: "Your accessibility preferences are back to the defaults.",
  exportFileName: "accessibility-preferences.json",
  highContrastOn: "High contrast on",
  highContrastOff: "High contrast off",
} as const;

export const ERROR_TITLE = "Error";

// Spec doc 1, sections 5 and 8: the feed, posts, likes and reports.
export const POST_TEXTS = {
  emptyContent: "Please enter some content for your post.",
  createFailedTitle: "Error",
  createFailed: "Failed to create post. Please try again.",
  createdTitle: "Success",
  created: "Your post has been created successfully!",
  likeFailed: "Failed to like post. Please try again.",
  postsLoadFailed: "Failed to load posts. Please try again later.",
  blogsLoadFailed: "Failed to load blogs. Please try again later.",
  categoriesLoadFailed: "Failed to load categories.",
  noPosts: "No posts found. Be the first to share something!",
  noBlogs: "No blogs yet",
  noDiscussions: "No discussions yet",
  loadMorePosts: "Load More Posts",
  loadMoreBlogs: "Load More Blogs",
  titleRequiredForBlog: "A title is required for blog articles.",
} as const;

export const REPORT_TEXTS = {
  reasonRequiredTitle: "Please select a reason",
  reasonRequired: "You must specify why you're reporting this content.",
  failedTitle: "Failed to submit report",
  failed: "Please try again later.",
  submittedTitle: "Report submitted",
  submitted: "Thank you for helping keep our community safe. We'll review this report promptly.",
  reviewNotice: "Reports are reviewed within 24 hours. False reports may result in account restrictions.",
  seriousWarning: "This is a serious violation. Our moderators treat these reports with high priority.",
  // Issue 6: one report per member per item.
  alreadyReportedTitle: "Already reported",
  alreadyReported: "You have already reported this. Thank you: our moderators will review your report.",
} as const;

export const CRISIS_LINES = [
  { name: "Lifeline Australia", number: "13 11 14", tel: "131114", description: "24/7 crisis support and suicide prevention" },
  { name: "Beyond Blue", number: "1300 22 4636", tel: "1300224636", description: "Mental health support, 24/7" },
] as const;

// Spec doc 2: Arcade, Game room and Tic-tac-toe screens, sections 5 and 8.
export const ARCADE_TEXTS = {
  title: "Board Games Arcade",
  emptyName: "Please enter a room name.",
  createFailed: "Failed to create game room. Please try again.",
  created: "Game room created!",
  joined: "Joined game room!",
  joinFailed: "Failed to join game room.",
  left: "Left game room",
  leaveFailed: "Failed to leave game room.",
  inviteCopied: "Invite link copied!",
  copied: "Copied!",
  copyInvite: "Copy Invite Link",
  leaveRoom: "Leave Room",
  joinGame: "Join Game",
  viewGame: "View Game",
  watch: "Watch",
  noRooms: "No game rooms found",
  leaderboardSoon: "Leaderboards Coming Soon",
  waitingForPlayers: "Waiting for other players to join...",
  inProgress: "Game already in progress",
  roomFull: "Room is full",
  notFoundTitle: "Game Room Not Found",
  notFound: "The game room you're looking for doesn't exist or has been removed.",
  gameChatSoon: "Game chat coming soon!",
  fetchRoomsFailed: "Failed to fetch game rooms",
  fetchRoomFailed: "Failed to fetch game room",
  fetchParticipantsFailed: "Failed to fetch participants",
  fetchStatisticsFailed: "Failed to fetch statistics",
  // Server refusals (section 4: join only while waiting, below capacity, not already in).
  alreadyIn: "You are already in this room.",
  notWaiting: "Game already in progress",
  full: "Room is full",
  notParticipant: "You are not a player in this room.",
  newGame: "New Game",
  resetScore: "Reset Score",
  keysHint: "Use number keys 1 to 9 to place a mark: 1 to 3 is the top row, 4 to 6 the middle row, 7 to 9 the bottom row.",
} as const;

// Spec doc 1, 2.13, 4 and 8: the community chat panel.
export const CHAT_TEXTS = {
  title: "Community Chat",
  button: "Community chat",
  close: "Close chat",
  empty: "No messages yet",
  placeholder: "Type a message...",
  states: { disconnected: "Disconnected", connecting: "Connecting", connected: "Connected", error: "Connection error" },
  queued: "Queued: sends when reconnected",
  sending: "Sending…",
  notSent: "Not sent",
  retry: "Retry",
} as const;

// Spec doc 1, sections 2.11 and 8, and issue 6: the moderation dashboard.
export const MODERATION_TEXTS = {
  title: "Moderation Dashboard",
  pendingReports: "Pending Reports",
  underReview: "Under Review",
  contentFlags: "Content Flags",
  resolvedToday: "Resolved Today",
  reportsTab: "Reports Queue",
  actionsTab: "Moderation Actions",
  flagsTab: "Content Flags",
  noReports: "No reports found matching your criteria.",
  noActions: "No moderation actions found.",
  noFlags: "No content flags found.",
  loadingReports: "Loading reports...",
  loadingActions: "Loading actions...",
  loadingFlags: "Loading flags...",
  selectReport: "Select a report to view details",
  noDetails: "No additional details provided",
  takeReport: "Take Report",
  expires: "Expires",
  confidence: "Confidence",
  review: "Review",
  // Beyond the spec, which only logs a failed action.
  actionFailedTitle: "Moderation action failed",
  actionFailed: "Nothing was changed. Please try again.",
  moderatorsOnly: "Moderators only",
  moderatorsOnlyMessage: "The moderation dashboard is for community moderators.",
} as const;

// Spec doc 2: Pricing and Subscription screens, sections 4 and 8 (plans and billing).
export const BILLING_TEXTS = {
  pricingTitle: "Choose Your Advertising Plan",
  pricingSubtitle: "Reach the community with the plan that fits. Change or cancel anytime.",
  monthly: "Monthly",
  yearly: "Yearly",
  yearlyBadge: "Save up to 17%",
  free: "Free",
  perMonth: "/month",
  yearlySaving: (amount: string, percent: number) => `Save ${amount} (${percent}%) yearly`,
  mostPopular: "Most Popular",
  getStartedFree: "Get Started Free",
  subscribeNow: "Subscribe Now",
  processing: "Processing...",
  currentPlan: "Current plan",
  unlimited: "Unlimited",
  promoTitle: "Have a Promo Code?",
  promoLabel: "Promo code",
  promoApply: "Apply",
  promoSaved: (code: string) => `Promo code ${code} will be sent when you subscribe.`,
  promoCleared: "No promo code will be sent.",
  comparisonTitle: "Feature Comparison",
  faqTitle: "Frequently Asked Questions",
  faq: [
    {
      question: "Can I change plans anytime?",
      answer: "Yes. You can upgrade or downgrade at any time. Changes take effect immediately and are prorated.",
    },
    {
      question: "What happens if I exceed my limits?",
      answer:
        "We notify you as you approach a limit. When you reach your monthly spend limit, your campaigns pause automatically; other limits prompt you to upgrade.",
    },
    { question: "Is there a setup fee?", answer: "No. There are no setup fees on any plan." },
    { question: "Do you offer custom enterprise plans?", answer: "Yes. Contact us and we will build a plan around your organisation." },
  ],
  // Subscribe, cancel, reactivate (section 8)
  subscribeFailedInternal: "Failed to create subscription",
  cancelFailedInternal: "Failed to cancel subscription",
  reactivateFailedInternal: "Failed to reactivate subscription",
  errorTitle: "Error",
  subscribeFailed: "Failed to process subscription. Please try again.",
  cancelFailed: "Failed to update subscription. Please try again.",
  reactivateFailed: "Failed to reactivate subscription. Please try again.",
  planUpdatedTitle: "Plan Updated",
  planUpdated: "Your subscription has been updated successfully.",
  cancelledTitle: "Subscription Updated",
  cancelled: "Your subscription cancellation has been processed.",
  reactivatedTitle: "Subscription Reactivated",
  reactivated: "Your subscription has been reactivated successfully.",
  checkoutCanceledTitle: "Checkout canceled",
  checkoutCanceled: "You were not charged. Your plan has not changed.",
  // Subscription page
  subscriptionTitle: "Subscription & Billing",
  tabs: ["Overview", "Billing", "Usage"],
  currentSubscription: "Current Subscription",
  plan: "Plan",
  billingInterval: "Billing interval",
  amount: "Amount",
  nextPayment: "Next Payment",
  endsOn: (date: string) => `Your subscription will end on ${date}. You can reactivate it anytime before then.`,
  changePlan: "Change Plan",
  cancel: "Cancel",
  reactivate: "Reactivate",
  paymentMethod: "Payment Method",
  cardExpires: (expiry: string) => `Expires ${expiry}`,
  managedByStripe: "Your payment method is managed by Stripe.",
  billingHistory: "Billing History",
  paidOn: (date: string) => `Paid on ${date}`,
  due: (date: string) => `Due ${date}`,
  download: "Download",
  noBillingHistory: "No billing history available",
  noSubscriptionTitle: "No Active Subscription",
  noSubscription: "You don't have an active subscription. Choose a plan to get started.",
  viewPlans: "View Plans",
  usageTitle: "Plan Usage",
  // Local test checkout (docs/decisions/002-local-billing-stand-in.md)
  testCheckoutTitle: "Test checkout",
  testModeBanner: "Test mode: this page stands in for Stripe's checkout. No card is charged.",
  pay: "Pay",
  unknownPromo: (code: string) => `Promo code ${code} is not valid.`,
} as const;

// Spec doc 1, 2.6 and 8: direct messages. Quoted empty states first, then our own texts.
export const MESSAGE_TEXTS = {
  noConversations: "No conversations yet",
  noMessages: "No messages yet",
  sendFailed: "Failed to send message. Please try again.",
  emptyContent: "Please enter a message.",
  selfMessage: "You cannot send a message to yourself.",
  removed: "This message was removed by a moderator.",
  noMatches: "No conversations match your search.",
  pickConversation: "Choose a conversation to read it, or message someone from their profile.",
} as const;

// Spec doc 1, 2.8 and 8: support groups.
export const GROUP_TEXTS = {
  noGroups: "No groups found",
  join: "Join Group",
  requestToJoin: "Request to Join",
  leave: "Leave Group",
  cancelRequest: "Cancel Request",
  joinFailed: "Failed to update your membership. Please try again.",
} as const;

// Spec doc 1, 2.9 and 8: resources.
export const RESOURCE_TEXTS = {
  noResources: "No resources found",
  markHelpful: "Mark as Helpful",
  markedHelpful: "Marked as Helpful",
  helpfulFailed: "Failed to mark this resource as helpful. Please try again.",
} as const;

// Spec doc 1, 2.10 and 8: events.
export const EVENT_TEXTS = {
  noUpcoming: "No upcoming events",
  noPast: "No past events",
  noMyEvents: "You have not registered for any events yet",
  full: "Event Full",
  register: "Register",
  requestToJoin: "Request to Join",
  cancelRegistration: "Cancel Registration",
  cancelRequest: "Cancel Request",
  registerFailed: "Failed to update your registration. Please try again.",
  isFull: "This event is full.",
  hasStarted: "This event has already started.",
} as const;

// Spec doc 2: Ads Manager, Analytics tab, Usage panel, Creative Library, Audience Manager
// and Premium gate (issue 10). Quoted texts first, then our own.
export const ADS_TEXTS = {
  title: "Ads Manager",
  createCampaign: "Create Campaign",
  totalSpent: "Total Spent",
  impressions: "Impressions",
  clicks: "Clicks",
  avgCtr: "Avg CTR",
  avgCpc: "Avg CPC",
  tabs: { campaigns: "Campaigns", creatives: "Ad Creatives", audiences: "Audiences", analytics: "Analytics" },
  searchCampaigns: "Search campaigns...",
  export: "Export",
  ongoing: "Ongoing",
  noCampaigns: "No campaigns found",
  noCampaignsFiltered: "Try adjusting your filters or search terms",
  noCampaignsYet: "Create your first advertising campaign to get started",
  budget: "Budget",
  spent: "Spent",
  ctr: "CTR",
  cpc: "CPC",
  // Analytics
  analyticsTitle: "Analytics Dashboard",
  analyticsSubtitle: "Track performance and optimize your advertising campaigns",
  exportReport: "Export Report",
  metricLabels: {
    spend: "Total Spend",
    impressions: "Impressions",
    clicks: "Clicks",
    conversions: "Conversions",
    ctr: "CTR",
    cpc: "CPC",
    cpa: "CPA",
    roas: "ROAS",
  },
  innerTabs: ["Performance", "Demographics", "Devices", "Placements"],
  // Usage panel
  currentPeriodEnds: (date: string) => `Current period ends ${date}`,
  upgradePlan: "Upgrade Plan",
  usageThisMonth: "Usage This Month",
  approachingLimit: "Approaching limit",
  needMore: "Need More Resources?",
  needMoreText: "Upgrade your plan for more campaigns, audiences and a higher monthly spend.",
  viewPlans: "View Plans",
  learnMore: "Learn More",
  // Premium gate
  premiumFeature: "Premium Feature",
  planRequired: (plan: string) => `${plan} Required`,
  availableOn: (plan: string) => `This feature is available on the ${plan} plan and above`,
  upgradeTo: (plan: string) => `Upgrade to ${plan}`,
  compareAllPlans: "Compare All Plans",
  // Creative Library and Audience Manager
  creativesTitle: "Ad Creative Library",
  searchCreatives: "Search creatives...",
  createCreative: "Create Creative",
  bulkUpload: "Bulk Upload",
  useInAd: "Use in Ad",
  noCreatives: "No creatives found",
  audiencesTitle: "Audience Manager",
  searchAudiences: "Search audiences...",
  noAudiences: "No audiences found",
  createAudience: { custom: "Create Custom Audience", lookalike: "Create Lookalike Audience", saved: "Create Saved Audience" },
  // Our own
  accountLabel: "Ad account",
  switchAccount: "Show account",
  noAccounts: "You have no ad accounts yet.",
  campaignCreated: "Campaign created",
  campaignSaved: "Campaign saved",
  campaignPaused: (name: string) => `${name} paused`,
  campaignResumed: (name: string) => `${name} resumed`,
  campaignArchived: (name: string) => `${name} archived`,
  creativeCreated: "Creative created",
  audienceCreated: "Audience created",
  saveFailed: "Failed to save. Please try again.",
  limitReachedTitle: "Plan limit reached",
  loadMoreCampaigns: "Load more campaigns",
  loadMoreFailed: "Failed to load more. Please try again.",
  noPreviousData: "No data for the previous period",
  chartTitle: (metric: string, from: string, to: string) => `${metric} per day, ${from} to ${to}`,
  showTable: "Show the data as a table",
  demographicsGatedNote: "Demographics are part of advanced analytics.",
} as const;
