// Every command module, so that `allCommands()` lists them all (the sweeps in
// tests/integration/commands.test.ts read it). A new module of commands is added here.
export * from "./people.server";
export * from "./filters.server";
export * from "./posts.server";
export * from "./community.server";
export * from "./messages.server";
export * from "./connections.server";
export * from "./providers.server";
export * from "./settings.server";
export * from "./groups.server";
export * from "./arcade.server";
export * from "./moderation.server";
export * from "./appeals.server";
export * from "./ads.server";
export * from "./billing.server";
export * from "./members.server";
export * from "./rooms.server";
export * from "./support.server";
export * from "./account.server";
export * from "./passkeys.server";
export * from "./media.server";
export { allCommands, execute, type Command } from "./command.server";
