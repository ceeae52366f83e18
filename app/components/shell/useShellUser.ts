import { useRouteLoaderData } from "@remix-run/react";
import type { ShellUser } from "./UserMenu";

// The part of the root loader this needs; importing its type would make a cycle through the shell.
type RootShell = { user: ShellUser | null };

/** The signed-in member as the root loader gives them (id, name, what the shell may offer), or null for a visitor. */
export function useShellUser(): ShellUser | null {
  return useRouteLoaderData<RootShell>("root")?.user ?? null;
}
