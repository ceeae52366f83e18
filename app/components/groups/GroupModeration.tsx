// A group's guidelines, for everyone, and for its moderators the editor, the queue of
// join requests and the members they removed, each answered by keyboard with one button.
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { panelClass } from "~/components/ui/Card";
import { Field, Textarea } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { GROUP_LIMITS } from "~/lib/groups";
import type { GroupMember } from "~/models/group-page.server";
import { MemberAction } from "./MemberAction";

type Props = {
  guidelines: string;
  canModerate: boolean;
  requests: GroupMember[];
  removed: GroupMember[];
};

export function GroupModeration({ guidelines, canModerate, requests, removed }: Props) {
  return (
    <>
      <section id="guidelines" tabIndex={-1} aria-labelledby="guidelines-heading" className={panelClass()}>
        <h2 id="guidelines-heading" className="text-xl font-semibold">
          Group guidelines
        </h2>
        <p className="mt-2 whitespace-pre-line" data-testid="group-guidelines">
          {guidelines}
        </p>
        {canModerate ? <GuidelinesEditor guidelines={guidelines} /> : null}
      </section>
      {canModerate ? (
        <section id="join-requests" tabIndex={-1} aria-labelledby="requests-heading" className={panelClass()}>
          <h2 id="requests-heading" className="text-xl font-semibold">
            Join requests
          </h2>
          {requests.length === 0 ? (
            <p className="mt-2 text-muted">No one is waiting to join.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2" data-testid="join-requests">
              {requests.map((member) => (
                <li key={member.userId} className="flex flex-wrap items-center gap-3">
                  <span className="font-medium">{member.displayName}</span>
                  <MemberAction
                    intent="approve-request"
                    userId={member.userId}
                    label="Approve"
                    name={member.displayName}
                    section="join-requests"
                    variant="primary"
                  />
                  <MemberAction
                    intent="decline-request"
                    userId={member.userId}
                    label="Decline"
                    name={member.displayName}
                    section="join-requests"
                  />
                </li>
              ))}
            </ul>
          )}
          {removed.length ? (
            <>
              <h3 id="removed-members" tabIndex={-1} className="mt-4 font-semibold">
                Removed members
              </h3>
              <p className="text-sm text-muted">They cannot ask to join again until you allow it.</p>
              <ul className="mt-2 flex flex-col gap-2">
                {removed.map((member) => (
                  <li key={member.userId} className="flex flex-wrap items-center gap-3">
                    <span>{member.displayName}</span>
                    <MemberAction
                      intent="readmit-member"
                      userId={member.userId}
                      label="Allow to ask again"
                      name={member.displayName}
                      section="join-requests"
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

function GuidelinesEditor({ guidelines }: { guidelines: string }) {
  const { toast } = useToast();
  const form = useActionForm({
    intent: "update-guidelines",
    onSuccess: () => toast({ title: "Guidelines saved" }),
    focusAfterSuccess: () => "guidelines",
  });
  const field = form.field("guidelines");
  return (
    <details className="mt-3">
      <summary className="inline-flex min-h-8 cursor-pointer items-center underline">Edit the guidelines</summary>
      <form {...form.formProps} className="mt-2 flex flex-col gap-3">
        <input {...form.intentProps} />
        <Field label="Guidelines" error={field.error}>
          <Textarea
            name="guidelines"
            defaultValue={form.values.guidelines ?? guidelines}
            maxLength={GROUP_LIMITS.guidelines}
            rows={5}
          />
        </Field>
        <div>
          <Button type="submit" busy={form.busy}>
            Save guidelines
          </Button>
        </div>
      </form>
    </details>
  );
}
