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
