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
} as const;

export const CRISIS_LINES = [
  { name: "Lifeline Australia", number: "13 11 14", tel: "131114", description: "24/7 crisis support and suicide prevention" },
  { name: "Beyond Blue", number: "1300 22 4636", tel: "1300224636", description: "Mental health support, 24/7" },
] as const;

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
