// Every quoted text from the spec lives here once, shared by the UI and the tests.
export const TEXTS = {
  notFoundTitle: "404 Page Not Found",
  skipLink: "Skip to main content",
  searchPlaceholder: "Search posts, blogs, forums...",
  footerAbout:
    "A supportive community platform for people with disabilities to connect, share experiences and access resources.",
  copyright: "© 2024 Community Platform. All rights reserved.",
  noPosts: "No posts found. Be the first to share something!",
} as const;
