// Sign out: a POST from the account menu deletes the session row and clears the cookie.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { signOut } from "~/server/auth.server";

export const loader = () => redirect("/");

export function action({ request, context }: ActionFunctionArgs) {
  return signOut(context.db, request);
}
