// The content pages' own words (the pages themselves are Markdown in app/content).
export const CONTENT_TEXTS = {
  easyReadVersion: "Easy Read version",
  standardVersion: "Standard version",
  easyReadTitle: (title: string) => `${title} (Easy Read)`,
  onThisPage: "On this page",
} as const;
