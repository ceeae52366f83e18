// Local demo only (DEMO_SIGN_IN=on): sign in as a seeded member in one click, to try messages,
// matches and games between two people, for example in a second browser.
import { Form } from "@remix-run/react";
import { Avatar } from "~/components/Avatar";
import { Button } from "~/components/ui/Button";
import { AUTH_TEXTS } from "~/lib/texts/auth";

type DemoMember = { id: number; displayName: string; roles: string[] };

export function demoLabel(member: DemoMember): string {
  const roles = member.roles.filter((role) => role !== "member");
  return `Sign in as ${member.displayName}${roles.length ? ` (${roles.join(", ")})` : ""}`;
}

export function DemoSignIn({ members, redirectTo }: { members: DemoMember[]; redirectTo: string }) {
  return (
    <section aria-labelledby="demo-title" className="flex flex-col gap-3">
      <h2 id="demo-title" className="text-xl font-semibold">
        {AUTH_TEXTS.demoTitle}
      </h2>
      <ul className="grid gap-2">
        {members.map((member) => (
          <li key={member.id}>
            <Form method="post" action="/auth/demo" className="flex items-center gap-3">
              <input type="hidden" name="userId" value={member.id} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <Avatar userId={member.id} name={member.displayName} />
              <Button type="submit" variant="secondary" className="flex-1 text-left">
                {demoLabel(member)}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
