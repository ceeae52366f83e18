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
