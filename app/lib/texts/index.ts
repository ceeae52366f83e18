// Every quoted text from the spec lives here once, shared by the UI and the tests. One module per
// area, so a page's client chunk carries only the texts it shows.
export * from "./accessibility";
export * from "./ads";
export * from "./appeals";
export * from "./arcade";
export * from "./auth";
export * from "./billing";
export * from "./chat";
export * from "./connections";
export * from "./events";
export * from "./games";
export * from "./groups";
export * from "./messages";
export * from "./moderation";
export * from "./posts";
export * from "./providers";
export * from "./reports";
export * from "./crisis";
export * from "./resources";
export * from "./search";
export * from "./shell";
export * from "./support";
export * from "./filters";
export * from "./images";
