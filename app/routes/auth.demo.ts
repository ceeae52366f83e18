// POST /auth/demo: sign in as a seeded member, for trying the app locally and for
// tests. Only while DEMO_SIGN_IN=on; otherwise it does not exist (404). Takes a form or JSON
// `{ "userId": N }`; a form is sent on to `redirectTo`, JSON gets `{ userId }` and the cookie.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { demoSignIn } from "~/server/auth-schema.server";
import { jsonError } from "~/server/http";
import { completeSignIn } from "~/server/sign-in.server";
import { parseJsonBody, readForm } from "~/server/validate.server";

const NOT_FOUND = "No API endpoint at /auth/demo.";

export function loader({ context }: ActionFunctionArgs) {
  return context.env.DEMO_SIGN_IN === "on"
    ? jsonError(405, "Use POST to sign in as a sample member.")
    : jsonError(404, NOT_FOUND);
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.env.DEMO_SIGN_IN !== "on") return jsonError(404, NOT_FOUND);
  const json = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");
  const input = json ? await parseJsonBody(demoSignIn, request) : demoSignIn.safeParse(await readForm(request)).data;
  if (!input) return jsonError(400, "Choose a member to sign in as.");
  const signedIn = await completeSignIn(
    context.db,
    context.env,
    request,
    { userId: input.userId },
    input.redirectTo ?? "/",
  );
  if (!signedIn) return jsonError(404, "There is no member with that id.");
  if (!json) return signedIn;
  return Response.json(
    { userId: input.userId, redirectTo: signedIn.headers.get("location") },
    { headers: { "set-cookie": signedIn.headers.get("set-cookie") ?? "" } },
  );
}
