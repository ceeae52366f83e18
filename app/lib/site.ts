// The product's name and mark, in one place: the header, every page's <title>, the manifest
// (public/manifest.webmanifest), the header's mark (public/mark.svg) and the favicon
// (public/favicon.svg) use them. The spec's own texts (the footer's description, the copyright
// line) stay as the spec words them.
export const SITE_NAME = "Wattle";
export const SITE_TAGLINE = "A calm place to connect, share and find support";

/** A page's <title>: what the page is, then the site. */
export const pageTitle = (page: string) => `${page} | ${SITE_NAME}`;
