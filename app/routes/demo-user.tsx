// Local demos and tests only (decision 004): pick which seeded member to act as, so two
// browsers can message, match or play each other. Without DEMO_USER_SWITCH it is a 404.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { asc, lte } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema";
import { Avatar } from "~/components/Avatar";
import { DEMO_USER_COOKIE, getCurrentUserId } from "~/lib/auth.server";
import { readForm } from "~/lib/validate.server";
import { FIXED_USER_ID } from "~/lib/constants";

export const meta: MetaFunction = () => [{ title: "Act as another member | Community Platform" }];

const DEMO_MEMBERS = 12;
const pick = z.object({ userId: z.coerce.number().int().min(1).max(DEMO_MEMBERS) });

function requireSwitch(env: Env) {
  if (env.DEMO_USER_SWITCH !== "on") throw data(null, { status: 404 });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireSwitch(context.env);
  const members = await context.db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(lte(users.id, DEMO_MEMBERS))
    .orderBy(asc(users.id));
  return { members, currentId: getCurrentUserId(request) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSwitch(context.env);
  const parsed = pick.safeParse(await readForm(request));
  if (!parsed.success) throw data(null, { status: 400 });
  const { userId } = parsed.data;
  const cookie =
    userId === FIXED_USER_ID
      ? `${DEMO_USER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${DEMO_USER_COOKIE}=${userId}; Path=/; SameSite=Lax`;
  return redirect("/", { headers: { "Set-Cookie": cookie } });
}

export default function DemoUser() {
  const { members, currentId } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <h1 id="page-title" className="text-3xl font-bold">
        Act as another member
      </h1>
      <p className="mt-3">
        There is no sign-in yet, so everyone is Jordan Lee (member 1). On this local demo you can act as another seeded member
        to try messages, matches and games between two people, for example in a second browser.
      </p>
      <ul className="mt-6 grid gap-2 sm:grid-cols-2">
        {members.map((member) => (
          <li key={member.id}>
            <Form method="post" className="flex items-center gap-3 rounded-lg border border-line p-3">
              <Avatar userId={member.id} name={member.displayName} />
              <span className="flex-1">{member.displayName}</span>
              <input type="hidden" name="userId" value={member.id} />
              {member.id === currentId ? (
                <span className="text-sm font-semibold">Current</span>
              ) : (
                <button type="submit" className="min-h-10 rounded border border-line px-3 text-sm" aria-label={`Act as ${member.displayName}`}>
                  Act as
                </button>
              )}
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
