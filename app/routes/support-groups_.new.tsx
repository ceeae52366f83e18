// Create a support group: any member may, a few a day; they become its first group
// moderator and land on its page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { skipRevalidationFor, useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { cardClass } from "~/components/ui/Card";
import { Checkbox, Field, FormSummary, Input, Select, Textarea } from "~/components/ui/Field";
import { GROUP_CATEGORY_LABELS, GROUP_LIMITS } from "~/lib/groups";
import { pageTitle } from "~/lib/site";
import { GROUP_CATEGORIES } from "~/lib/vocab";
import { requireUser } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { createGroupForms } from "~/server/forms/groups.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Create a support group") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context.db, request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, createGroupForms({ ...context, request }));
}

const CATEGORY_OPTIONS = GROUP_CATEGORIES.map((value) => ({ value, label: GROUP_CATEGORY_LABELS[value] }));

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function NewGroup() {
  const navigate = useNavigate();
  const form = useActionForm<{ groupId: number }>({
    intent: "create-group",
    onSuccess: ({ groupId }) => navigate(`/support-groups/${groupId}`),
  });
  const field = (name: string) => form.field(name).error;
  return (
    <div className="mx-auto w-full max-w-reading">
      <p>
        <Link to="/support-groups" className="inline-flex min-h-8 items-center underline">
          All support groups
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Create a support group</h1>
      <p className="mt-2 text-muted">
        You will be its first group moderator: you answer join requests for a private group, and you keep its
        guidelines.
      </p>
      <form {...form.formProps} className={cardClass({ className: "mt-6 flex flex-col gap-4" })}>
        <input {...form.intentProps} />
        <Field label="Name" error={field("name")}>
          <Input name="name" maxLength={GROUP_LIMITS.name} defaultValue={form.values.name} autoComplete="off" />
        </Field>
        <Field label="Description" hint="What the group is for, in a sentence or two." error={field("description")}>
          <Textarea
            name="description"
            rows={3}
            maxLength={GROUP_LIMITS.description}
            defaultValue={form.values.description}
          />
        </Field>
        <Field label="Category" error={field("category")}>
          <Select name="category" options={CATEGORY_OPTIONS} defaultValue={form.values.category ?? "chronic_illness"} />
        </Field>
        <Field
          label="Private group"
          inline
          hint="Only members see its discussions, members and events; you approve who joins."
          error={field("isPrivate")}
        >
          <Checkbox name="isPrivate" defaultChecked={form.values.isPrivate === "on"} />
        </Field>
        <Field label="Guidelines" hint="How members treat each other here." error={field("guidelines")}>
          <Textarea
            name="guidelines"
            rows={5}
            maxLength={GROUP_LIMITS.guidelines}
            defaultValue={form.values.guidelines}
          />
        </Field>
        <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
        <div>
          <Button type="submit" busy={form.busy} size="lg">
            Create group
          </Button>
        </div>
      </form>
    </div>
  );
}
