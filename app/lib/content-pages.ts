// The site's own pages written as Markdown (app/content/*.md, docs/features/policies.md): where
// each lives, and the two ways to read it. Shared by the footer, the routes and the tests.
export const CONTENT_PAGES = {
  guidelines: { path: "/guidelines", label: "Community Guidelines" },
  safety: { path: "/safety", label: "Safety Center" },
  faq: { path: "/faq", label: "FAQ" },
  "accessibility-statement": { path: "/accessibility-statement", label: "Accessibility Statement" },
  privacy: { path: "/privacy", label: "Privacy Policy" },
  terms: { path: "/terms", label: "Terms of Service" },
} as const;

export type ContentSlug = keyof typeof CONTENT_PAGES;
export const CONTENT_SLUGS = Object.keys(CONTENT_PAGES) as ContentSlug[];

export const EASY_READ = "easy-read";

/** A section of a rendered page: its anchor, heading, Easy Read picture and HTML. */
export type PageSection = { id: string; heading: string; picture: string | null; html: string };
/** A page as rendered from its Markdown file. */
export type PageDocument = { title: string; summary: string; introHtml: string; sections: PageSection[] };
export type ContentView = "standard" | typeof EASY_READ;

/**
 * The pictures an Easy Read section may name (`## Heading {icon=phone}`), each with the text
 * alternative a screen reader says. The drawings are in components/content/EasyReadPicture.tsx.
 */
export const EASY_READ_PICTURES = {
  heart: "A heart",
  people: "A group of people",
  person: "A person",
  lock: "A padlock",
  shield: "A shield",
  phone: "A telephone",
  flag: "A flag",
  block: "A circle with a line across it",
  "eye-off": "An eye with a line across it",
  eye: "An eye",
  chat: "A speech bubble",
  question: "A question mark",
  mail: "An envelope",
  document: "A page of writing",
  tick: "A tick",
  warning: "A warning sign",
  "map-pin": "A pin on a map",
  computer: "A computer screen",
  card: "A bank card",
  trash: "A rubbish bin",
  clock: "A clock",
  keyboard: "A keyboard",
  megaphone: "A loudspeaker",
} as const;

export type EasyReadPicture = keyof typeof EASY_READ_PICTURES;
export const isEasyReadPicture = (name: string): name is EasyReadPicture => name in EASY_READ_PICTURES;
