// Admins grant and remove the moderator role. Admins come from ADMIN_EMAILS, checked
// at each sign-in. A plain list with a search box and one button a member: it works without JS.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { z } from "zod";
import { Button } from "~/components/ui/Button";
import { Field, Input } from "~/components/ui/Field";
import { getCurrentUser, requirePermission } from "~/server/auth.server";
import { refusalResponse, refusalStatus } from "~/server/commands/adapters.server";
import { execute } from "~/server/commands/command.server";
import { setModeratorRole } from "~/server/commands/members.server";
import { readForm } from "~/server/validate.server";
import { listMembers } from "~/models/user.server";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle("Manage members") }];

const PAGE_SIZE = 25;
const query = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  after: z.coerce.number().int().min(0).optional().catch(undefined),
});
const change = z.object({ userId: z.coerce.number().int().positive(), moderator: z.enum(["grant", "remove"]) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission(context.db, request, "members:manage-roles", { env: context.env });
  const { q, after } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { q: q ?? "", ...(await listMembers(context.db, { q, after, limit: PAGE_SIZE })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = change.safeParse(await readForm(request));
  if (!parsed.success)
    return data({ error: "Choose a member and whether to grant or remove the role." }, { status: 400 });
  const { userId, moderator } = parsed.data;
  const actor = await getCurrentUser(context.db, request);
  const result = await execute(setModeratorRole, {
    ...context,
    actor,
    input: { userId, moderator: moderator === "grant" },
  });
  if (result.ok) return data(result.value);
  const { refusal } = result;
  // A visitor signs in; anyone else's refusal is said on the page, as its other errors are.
  if (refusal.kind === "unauthenticated") throw refusalResponse(request, refusal);
  return data({ error: refusal.message }, { status: refusalStatus(refusal) });
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function AdminMembers() {
  const { q, members, nextAfter } = useLoaderData<typeof loader>();
  const changed = useActionData<typeof action>();
  const navigation = useNavigation();
  const changedMember =
    changed && "userId" in changed ? members.find((member) => member.id === changed.userId) : undefined;
  // After a change, focus stays on the member's (now swapped) button; the status line says what happened.
  useEffect(() => {
    if (changedMember) document.getElementById(`role-${changedMember.id}`)?.focus();
  }, [changedMember]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-3xl font-bold">
        Manage members
      </h1>
      <p className="text-muted">Grant or remove the moderator role. Moderators review reports at Moderation.</p>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <Field id="member-search" label="Search members">
          <Input type="search" name="q" defaultValue={q} />
        </Field>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <p role="status" className="min-h-6">
        {changed && "error" in changed
          ? changed.error
          : changedMember
            ? `${changedMember.displayName} is ${changedMember.roles.includes("moderator") ? "now a moderator" : "no longer a moderator"}.`
            : ""}
      </p>
      {members.length === 0 ? <p>No members match that search.</p> : null}
      <ul className="flex flex-col divide-y divide-line" aria-label="Members">
        {members.map((member) => {
          const moderator = member.roles.includes("moderator");
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/profile/${member.id}`}
                  className="font-semibold text-accent underline [overflow-wrap:anywhere]"
                >
                  {member.displayName}
                </Link>
                <p className="text-sm text-muted [overflow-wrap:anywhere]">
                  {member.email ?? member.username} · {member.roles.join(", ")}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="userId" value={member.id} />
                <Button
                  id={`role-${member.id}`}
                  type="submit"
                  name="moderator"
                  value={moderator ? "remove" : "grant"}
                  variant={moderator ? "secondary" : "primary"}
                  aria-disabled={navigation.state === "submitting" || undefined}
                >
                  {moderator ? "Remove moderator" : "Make moderator"}
                  <span className="sr-only"> {member.displayName}</span>
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
      {nextAfter ? (
        <Link
          to={`/admin/members?${new URLSearchParams({ ...(q ? { q } : {}), after: String(nextAfter) })}`}
          className="self-start text-accent underline"
        >
          Next members
        </Link>
      ) : null}
    </section>
  );
}
