// /notifications/settings: per kind, in the app or not, and (where the server can send
// email) by email at once, in the daily digest or never; quiet hours; and what is announced
// aloud. Moderation notices cannot be turned off. One form, as PUT /api/notification-settings
// takes it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { skipRevalidationFor, useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { panelClass } from "~/components/ui/Card";
import { Field, FormSummary, Input, Select } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { ALWAYS_ON, NOTIFICATION_KIND_LABELS, type AnnounceMode, type NotificationKind } from "~/lib/notifications";
import { notificationSettingsSchema } from "~/lib/notification-schemas";
import { pageTitle } from "~/lib/site";
import { NOTIFICATION_ANNOUNCE, NOTIFICATION_EMAIL_MODES, NOTIFICATION_KINDS } from "~/lib/vocab";
import { requireUser } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import { changeNotificationSettings } from "~/server/commands/settings.server";
import { emailAvailable } from "~/server/email.server";
import { formAction, formSuccess, parseWith } from "~/server/form.server";
import { getNotificationSettings } from "~/models/notification.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Notification settings") }];

const EMAIL_LABELS = { immediate: "Email at once", digest: "In the daily digest", never: "No email" } as const;
const ANNOUNCE_LABELS: Record<AnnounceMode, string> = {
  all: "Every new notification",
  mentions: "Mentions, replies, messages and moderation only",
  none: "Nothing (the bell still updates)",
};

const asTime = (minutes: number | null) =>
  minutes === null
    ? ""
    : `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const asMinutes = (time: string | undefined) => {
  if (!time) return null;
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : time;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  return {
    settings: await getNotificationSettings(context.db, user.id),
    emailOn: emailAvailable(context.env),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, {
    "save-notification-settings": async (fields, form) => {
      const emailOn = emailAvailable(context.env);
      const { email, ...rest } = parseWith(notificationSettingsSchema, {
        mutedKinds: NOTIFICATION_KINDS.filter((kind) => !ALWAYS_ON.includes(kind) && fields[`inApp.${kind}`] !== "on"),
        email: emailOn
          ? Object.fromEntries(
              NOTIFICATION_KINDS.flatMap((kind) =>
                form.has(`email.${kind}`) ? [[kind, fields[`email.${kind}`]]] : [],
              ),
            )
          : {},
        quietStart: asMinutes(fields.quietStart),
        quietEnd: asMinutes(fields.quietEnd),
        timeZone: fields.timeZone ?? "",
        announce: fields.announce,
      });
      // Without an email backend the page offers no email choices: the command keeps the stored ones.
      const settings = emailOn ? { ...rest, email } : rest;
      await perform(changeNotificationSettings, { ...context, request }, { settings });
      return formSuccess(request, "save-notification-settings", {}, { hash: "page-title" });
    },
  });
}

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function NotificationSettingsPage() {
  const { settings, emailOn } = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const form = useActionForm({
    intent: "save-notification-settings",
    onSuccess: () => toast({ title: "Notification settings saved" }),
    focusAfterSuccess: () => "page-title",
  });
  const error = (name: string) => form.field(name).error;
  return (
    <div className="max-w-3xl">
      <p>
        <Link to="/notifications" className="inline-flex min-h-8 items-center underline">
          Back to notifications
        </Link>
      </p>
      <h1 id="page-title" tabIndex={-1} className="mt-2 text-3xl font-bold">
        Notification settings
      </h1>
      <form {...form.formProps} className="mt-6 flex flex-col gap-6">
        <input {...form.intentProps} />
        <fieldset className={panelClass({ className: "min-w-0" })}>
          <legend className="text-xl font-semibold">What you are told about</legend>
          <p className="text-sm text-muted">
            Moderation decisions about you or your reports are always sent: they may affect your account.
            {emailOn ? null : " This server does not send email yet, so notifications stay in the app."}
          </p>
          {/* A list, not a table: each kind's two choices wrap under its name at 320 px and large text. */}
          <ul className="mt-3 flex flex-col">
            {NOTIFICATION_KINDS.map((kind) => (
              <KindRow
                key={kind}
                kind={kind}
                inApp={!settings.mutedKinds.includes(kind)}
                email={emailOn ? (settings.email[kind] ?? "digest") : null}
              />
            ))}
          </ul>
        </fieldset>
        <fieldset className={panelClass({ className: "flex min-w-0 flex-col gap-3" })}>
          <legend className="text-xl font-semibold">Quiet hours</legend>
          <p className="text-sm text-muted">
            Nothing is announced and no email is sent in these hours. What arrives waits, and is summarised when they
            end. Leave both empty for none.
          </p>
          <div className="flex flex-wrap gap-3">
            <Field label="From" error={error("quietStart")}>
              <Input
                type="time"
                name="quietStart"
                defaultValue={form.values.quietStart ?? asTime(settings.quietStart)}
              />
            </Field>
            <Field label="Until" error={error("quietEnd")}>
              <Input type="time" name="quietEnd" defaultValue={form.values.quietEnd ?? asTime(settings.quietEnd)} />
            </Field>
            <Field label="Time zone" hint="For example Australia/Perth" error={error("timeZone")}>
              <Input name="timeZone" defaultValue={form.values.timeZone ?? settings.timeZone} autoComplete="off" />
            </Field>
          </div>
        </fieldset>
        <fieldset className={panelClass({ className: "flex min-w-0 flex-col gap-1" })}>
          <legend className="text-xl font-semibold">Announce aloud</legend>
          <p className="text-sm text-muted">
            What a screen reader hears as notifications arrive. It never moves your focus.
          </p>
          {NOTIFICATION_ANNOUNCE.map((mode) => (
            <label key={mode} className="flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name="announce"
                value={mode}
                defaultChecked={(form.values.announce ?? settings.announce) === mode}
                className="h-4 w-4"
              />
              {ANNOUNCE_LABELS[mode]}
            </label>
          ))}
        </fieldset>
        <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
        <div>
          <Button type="submit" busy={form.busy} size="lg">
            Save settings
          </Button>
        </div>
      </form>
    </div>
  );
}

/** `email` is null where the server sends no email: the row has no email choice then. */
function KindRow({ kind, inApp, email }: { kind: NotificationKind; inApp: boolean; email: string | null }) {
  const label = NOTIFICATION_KIND_LABELS[kind];
  const always = ALWAYS_ON.includes(kind);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line py-2">
      <span className="min-w-0 basis-full font-medium sm:basis-56">{label}</span>
      {always ? (
        <span>In the app: always on</span>
      ) : (
        <label className="inline-flex min-h-8 items-center gap-2">
          <input type="checkbox" name={`inApp.${kind}`} defaultChecked={inApp} className="h-4 w-4" />
          In the app<span className="sr-only">: {label}</span>
        </label>
      )}
      {email === null ? null : (
        <label className="inline-flex min-w-0 flex-wrap items-center gap-2">
          By email<span className="sr-only">: {label}</span>
          <Select
            name={`email.${kind}`}
            defaultValue={email}
            className="max-w-full"
            options={NOTIFICATION_EMAIL_MODES.map((mode) => ({ value: mode, label: EMAIL_LABELS[mode] }))}
          />
        </label>
      )}
    </li>
  );
}
