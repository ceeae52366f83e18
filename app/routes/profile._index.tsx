// /profile with no id: the signed-in member's own profile; a visitor signs in first.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  return redirect(`/profile/${user.id}`);
}
