// /account: everything about the member themselves. The profile, how they sign in, where they
// are signed in, downloading their data and deleting the account. Each form posts here and
// calls the same command as /api/account. Signing out other devices and deleting the account
// need a sign-in from the last 10 minutes: the page asks for an emailed code first.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useRef, useState } from "react";
import { PasskeyConfirm } from "~/components/account/PasskeyConfirm";
import { SignInMethods } from "~/components/account/SignInMethods";
import { UsernameField } from "~/components/account/UsernameField";
import { AvatarPicker } from "~/components/account/AvatarPicker";
import { skipRevalidationFor, useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { panelClass } from "~/components/ui/Card";
import { FormSummary } from "~/components/ui/Field";
import { CheckboxField, TextAreaField, TextField } from "~/components/ui/TextField";
import { useToast } from "~/components/ui/Toast";
import {
  confirmCodeSchema,
  deleteAccountSchema,
  emailChangeSchema,
  emailCodeSchema,
  presentSession,
  profileChangesSchema,
  RECENT_SIGN_IN_MS,
  sessionIdParams,
} from "~/lib/account";
import { dateFormat, PLATFORM_TIME_ZONE } from "~/lib/format";
import { pageTitle } from "~/lib/site";
import { ACCOUNT_TEXTS as T } from "~/lib/texts/account";
import { loadAccountPage } from "~/models/account.server";
import { currentSessionId, requireUser, signOut, signInRefusal } from "~/server/auth.server";
import { perform } from "~/server/commands/adapters.server";
import {
  changeEmail,
  confirmNewEmail,
  confirmWithCode,
  deleteAccount,
  editProfile,
  sendConfirmationCode,
  signOutOtherSessions,
  signOutSession,
} from "~/server/commands/account.server";
import { removeAvatar, setAvatar } from "~/server/commands/media.server";
import { formAction, formSuccess, parseWith } from "~/server/form.server";
import { inspectAvatar } from "~/server/media-upload.server";
import { jsonField, passkeyConfirmForms, passkeyForms } from "~/server/forms/passkeys.server";
import { authenticationResponseSchema } from "~/server/passkeys.server";

export const meta: MetaFunction = () => [{ title: pageTitle(T.title) }];

const when = (iso: string) =>
  dateFormat("en-AU", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: PLATFORM_TIME_ZONE,
  }).format(new Date(iso));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  const current = await currentSessionId(request);
  const { account, sessions, passkeys } = await loadAccountPage(context.db, user.id);
  if (!account) throw signInRefusal(request);
  const mine = sessions.find((session) => session.id === current);
  const recent = mine?.authenticatedAt ? Date.now() - Date.parse(mine.authenticatedAt) < RECENT_SIGN_IN_MS : false;
  return {
    account,
    passkeys,
    recent,
    sessions: sessions.map((row) => ({
      ...presentSession(row, current),
      // Written here in the platform's time zone, so hydrating needs no Intl of its own.
      lastActiveText: when(row.lastActiveAt),
      signedInText: when(row.createdAt),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const call = { ...context, request };
  return formAction(request, {
    ...passkeyForms(call),
    ...passkeyConfirmForms(call),
    "save-profile": async (fields) => {
      const changes = parseWith(profileChangesSchema, {
        displayName: fields.displayName,
        username: fields.username,
        bio: fields.bio ?? "",
        location: fields.location ?? "",
        website: fields.website ?? "",
        pronouns: fields.pronouns ?? "",
      });
      const result = await perform(editProfile, call, { changes });
      return formSuccess(request, "save-profile", result, { hash: "profile-heading" });
    },
    "set-avatar": async (_fields, _form, files) => {
      // A visitor's files are not read, as POST /api/media reads none.
      await requireUser(context.db, request);
      const result = await perform(setAvatar, call, await inspectAvatar(files));
      return formSuccess(request, "set-avatar", result, { hash: "avatar-heading" });
    },
    "remove-avatar": async () => {
      const result = await perform(removeAvatar, call, {});
      return formSuccess(request, "remove-avatar", result, { hash: "avatar-heading" });
    },
    "sign-out-session": async (fields) => {
      const { id } = parseWith(sessionIdParams, { id: fields.sessionId });
      await perform(signOutSession, call, { sessionId: id });
      // Signing out this very browser from the list is signing out.
      if (id === (await currentSessionId(request))) return signOut(context.db, request);
      return formSuccess(request, "sign-out-session", {}, { hash: "sessions-heading" });
    },
    "sign-out-others": async () => {
      const result = await perform(signOutOtherSessions, call, { session: await currentSessionId(request) });
      return formSuccess(request, "sign-out-others", result, { hash: "sessions-heading" });
    },
    "send-code": async () => {
      const { attempt } = await perform(sendConfirmationCode, call, {});
      // Without script the page comes back with the attempt in its address, and the code field open.
      return formSuccess(
        request,
        "send-code",
        { attempt },
        { redirectTo: `/account?attempt=${attempt}`, hash: "code" },
      );
    },
    "confirm-code": async (fields) => {
      const { attempt, code } = parseWith(confirmCodeSchema, { attempt: fields.attempt, code: fields.code ?? "" });
      await perform(confirmWithCode, call, { session: await currentSessionId(request), attempt, code });
      return formSuccess(request, "confirm-code", {}, { redirectTo: "/account", hash: "security-heading" });
    },
    "request-email-change": async (fields) => {
      const { email } = parseWith(emailChangeSchema, { email: fields.email ?? "" });
      const { changeId } = await perform(changeEmail, call, { session: await currentSessionId(request), email });
      return formSuccess(
        request,
        "request-email-change",
        { changeId, email },
        { redirectTo: `/account?change=${changeId}&to=${encodeURIComponent(email)}`, hash: "email-code" },
      );
    },
    "confirm-email-change": async (fields) => {
      const input = parseWith(emailCodeSchema, { changeId: fields.changeId, code: fields.code ?? "" });
      const result = await perform(confirmNewEmail, call, input);
      return formSuccess(request, "confirm-email-change", result, { redirectTo: "/account", hash: "email-heading" });
    },
    "delete-account": async (fields) => {
      const { deleteContent } = parseWith(deleteAccountSchema, {
        confirm: fields.confirm ?? "",
        deleteContent: fields.deleteContent === "on",
      });
      await perform(deleteAccount, call, { session: await currentSessionId(request), deleteContent });
      return signOut(context.db, request);
    },
    "delete-account-passkey": async (fields) => {
      const passkey = parseWith(authenticationResponseSchema, jsonField(fields.response));
      const deleteContent = fields.deleteContent === "on";
      await perform(deleteAccount, call, { session: await currentSessionId(request), deleteContent, passkey });
      return signOut(context.db, request);
    },
  });
}

// Signing out one session answers in place: the rest of the page need not reload for it.
// A passkey challenge changes nothing on the page, so the page does not reload for it.
export const shouldRevalidate = skipRevalidationFor(["passkey-options", "passkey-confirm-options"]);

export default function AccountPage() {
  const { passkeys } = useLoaderData<typeof loader>();
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <div>
        <h1 id="page-title" tabIndex={-1} className="text-3xl font-bold">
          {T.title}
        </h1>
        <p className="mt-2 text-muted">{T.intro}</p>
      </div>
      <ProfileSection />
      <div className={panelClass({ padding: "lg" })}>
        <SignInMethods passkeys={passkeys} />
      </div>
      <SecuritySections />
      <section aria-labelledby="data-heading" className={panelClass({ padding: "lg" })}>
        <h2 id="data-heading" className="text-xl font-semibold">
          {T.dataHeading}
        </h2>
        <p className="mt-2">{T.dataIntro}</p>
        <p className="mt-3">
          {/* A file download: a plain link, which works with or without script. */}
          <a href="/api/account/export" download className="inline-flex min-h-10 items-center font-semibold underline">
            {T.download}
          </a>
        </p>
      </section>
    </div>
  );
}

function ProfileSection() {
  const { account } = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const form = useActionForm({
    intent: "save-profile",
    onSuccess: () => toast({ title: T.profileSaved }),
    focusAfterSuccess: () => "profile-heading",
  });
  const value = (name: keyof typeof account) => form.values[name] ?? (account[name] as string | null) ?? "";
  return (
    <section aria-labelledby="profile-heading" className={panelClass({ padding: "lg" })}>
      <h2 id="profile-heading" tabIndex={-1} className="text-xl font-semibold">
        {T.profileHeading}
      </h2>
      <AvatarPicker userId={account.id} name={account.displayName} avatar={account.avatar} />
      <form {...form.formProps} className="mt-4 flex flex-col gap-4">
        <input {...form.intentProps} />
        <TextField
          label={T.displayNameLabel}
          name="displayName"
          defaultValue={value("displayName")}
          autoComplete="nickname"
          maxLength={60}
          required
          error={form.fieldErrors.displayName}
        />
        <UsernameField current={account.username} defaultValue={value("username")} error={form.fieldErrors.username} />
        <TextField
          label={T.pronounsLabel}
          hint={T.pronounsHint}
          name="pronouns"
          defaultValue={value("pronouns")}
          maxLength={40}
          error={form.fieldErrors.pronouns}
        />
        <TextAreaField
          label={T.bioLabel}
          name="bio"
          rows={3}
          maxLength={500}
          defaultValue={value("bio")}
          error={form.fieldErrors.bio}
        />
        <TextField
          label={T.locationLabel}
          name="location"
          defaultValue={value("location")}
          maxLength={100}
          autoComplete="address-level2"
          error={form.fieldErrors.location}
        />
        <TextField
          label={T.websiteLabel}
          name="website"
          type="url"
          inputMode="url"
          defaultValue={value("website")}
          maxLength={200}
          autoComplete="url"
          error={form.fieldErrors.website}
        />
        <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" busy={form.busy} busyLabel="Saving...">
            {T.saveProfile}
          </Button>
          <Link to={`/profile/${account.id}`} className="inline-flex min-h-10 items-center underline">
            {T.viewProfile}
          </Link>
        </div>
      </form>
    </section>
  );
}

/** Sessions and deletion; their security changes wait behind "Confirm it is you" until a recent sign-in. */
function SecuritySections() {
  const { recent } = useLoaderData<typeof loader>();
  return (
    <>
      <h2 id="security-heading" tabIndex={-1} className="sr-only">
        Security
      </h2>
      {recent ? null : <ConfirmItIsYou />}
      <EmailSection recent={recent} />
      <SessionsSection recent={recent} />
      <DeleteSection recent={recent} />
    </>
  );
}

function ConfirmItIsYou() {
  const { account, passkeys } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const send = useActionForm<{ attempt: string }>({
    intent: "send-code",
    onSuccess: (result) => setSent(result.attempt),
    focusAfterSuccess: () => "code",
  });
  const confirm = useActionForm({ intent: "confirm-code", focusAfterSuccess: () => "security-heading" });
  const attempt = sent ?? params.get("attempt");
  return (
    <section aria-labelledby="confirm-heading" className={panelClass({ padding: "lg" })}>
      <h2 id="confirm-heading" className="text-xl font-semibold">
        {T.recentHeading}
      </h2>
      <p className="mt-2">{T.recentIntro}</p>
      {passkeys.length > 0 ? <PasskeyConfirm /> : null}
      <form {...send.formProps} className="mt-3">
        <input {...send.intentProps} />
        <FormSummary summaryRef={send.summaryRef}>{send.formError}</FormSummary>
        <Button type="submit" variant="secondary" busy={send.busy}>
          {T.sendCode}
        </Button>
      </form>
      {attempt ? (
        <form {...confirm.formProps} className="mt-4 flex flex-col gap-3">
          <input {...confirm.intentProps} />
          <input type="hidden" name="attempt" value={attempt} />
          <p role="status">{account.email ? T.codeSent(account.email) : null}</p>
          <TextField
            id="code"
            label={T.codeLabel}
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={40}
            error={confirm.fieldErrors.code}
          />
          <FormSummary summaryRef={confirm.summaryRef}>
            {confirm.fieldErrors.code ? null : confirm.formError}
          </FormSummary>
          <Button type="submit" className="self-start" busy={confirm.busy}>
            {T.confirmCode}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function EmailSection({ recent }: { recent: boolean }) {
  const { account } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { toast } = useToast();
  const [pending, setPending] = useState<{ changeId: string; email: string } | null>(null);
  const request = useActionForm<{ changeId: string; email: string }>({
    intent: "request-email-change",
    onSuccess: (result) => setPending({ changeId: result.changeId, email: result.email }),
    focusAfterSuccess: () => "email-code",
  });
  const confirm = useActionForm<{ email: string }>({
    intent: "confirm-email-change",
    onSuccess: (result) => {
      setPending(null);
      toast({ title: T.emailChanged(result.email) });
    },
    focusAfterSuccess: () => "email-heading",
  });
  const change =
    pending ?? (params.get("change") ? { changeId: params.get("change")!, email: params.get("to") ?? "" } : null);
  return (
    <section aria-labelledby="email-heading" className={panelClass({ padding: "lg" })}>
      <h2 id="email-heading" tabIndex={-1} className="text-xl font-semibold">
        {T.emailHeading}
      </h2>
      <p className="mt-2">
        <strong>{account.email ?? "none"}</strong>
      </p>
      <p className="mt-1 text-muted">{T.emailIntro}</p>
      <form {...request.formProps} className="mt-3 flex flex-col gap-3">
        <input {...request.intentProps} />
        <TextField
          label={T.newEmailLabel}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={request.values.email}
          error={request.fieldErrors.email}
        />
        <FormSummary summaryRef={request.summaryRef}>
          {request.fieldErrors.email ? null : request.formError}
        </FormSummary>
        <Button type="submit" variant="secondary" className="self-start" busy={request.busy}>
          {T.sendEmailCode}
        </Button>
        {recent ? null : <p className="text-sm text-muted">{T.recentRequired}</p>}
      </form>
      {change ? (
        <form {...confirm.formProps} className="mt-4 flex flex-col gap-3">
          <input {...confirm.intentProps} />
          <input type="hidden" name="changeId" value={change.changeId} />
          <p role="status">{change.email ? T.emailCodeSent(change.email) : null}</p>
          <TextField
            id="email-code"
            label={T.emailCodeLabel}
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={40}
            error={confirm.fieldErrors.code}
          />
          <FormSummary summaryRef={confirm.summaryRef}>
            {confirm.fieldErrors.code ? null : confirm.formError}
          </FormSummary>
          <Button type="submit" className="self-start" busy={confirm.busy}>
            {T.confirmEmail}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function SessionsSection({ recent }: { recent: boolean }) {
  const { sessions } = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const others = useActionForm<{ ended: number }>({
    intent: "sign-out-others",
    onSuccess: (result) => toast({ title: T.signedOutOthers(result.ended) }),
    focusAfterSuccess: () => "sessions-heading",
  });
  const hasOthers = sessions.some((session) => !session.current);
  return (
    <section aria-labelledby="sessions-heading" className={panelClass({ padding: "lg" })}>
      <h2 id="sessions-heading" tabIndex={-1} className="text-xl font-semibold">
        {T.sessionsHeading}
      </h2>
      <p className="mt-2 text-muted">{T.sessionsIntro}</p>
      <ul className="mt-3 flex flex-col">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {hasOthers ? (
        <form {...others.formProps} className="mt-4">
          <input {...others.intentProps} />
          <FormSummary summaryRef={others.summaryRef}>{others.formError}</FormSummary>
          <Button type="submit" variant="danger-outline" busy={others.busy}>
            {T.signOutOthers}
          </Button>
          {recent ? null : <p className="mt-1 text-sm text-muted">{T.recentRequired}</p>}
        </form>
      ) : (
        <p className="mt-3">{T.noOtherSessions}</p>
      )}
    </section>
  );
}

type SessionItem = ReturnType<typeof useLoaderData<typeof loader>>["sessions"][number];

function SessionRow({ session }: { session: SessionItem }) {
  const { toast } = useToast();
  const form = useActionForm({
    intent: "sign-out-session",
    onSuccess: () => toast({ title: T.signedOutOne }),
    focusAfterSuccess: () => "sessions-heading",
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-line py-3">
      <div className="min-w-0">
        <p className="font-semibold">
          {session.device}
          {session.current ? <span className="ml-2 rounded bg-accent-soft px-2 text-sm">{T.thisDevice}</span> : null}
        </p>
        <p className="text-sm text-muted">
          {session.place ?? T.unknownPlace} · {T.lastActive} {session.lastActiveText} · {T.signedInAt}{" "}
          {session.signedInText}
        </p>
      </div>
      <form {...form.formProps}>
        <input {...form.intentProps} />
        <input type="hidden" name="sessionId" value={session.id} />
        <Button type="submit" size="sm" variant="secondary" busy={form.busy}>
          {T.signOutSession}
          <span className="sr-only">: {session.current ? T.thisDevice : session.device}</span>
        </Button>
      </form>
      {form.formError ? (
        <p role="alert" className="basis-full text-sm font-semibold text-danger">
          {form.formError}
        </p>
      ) : null}
    </li>
  );
}

function DeleteSection({ recent }: { recent: boolean }) {
  const { passkeys } = useLoaderData<typeof loader>();
  const form = useActionForm({ intent: "delete-account" });
  const deleteContent = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby="delete-heading" className={panelClass({ padding: "lg" })}>
      <h2 id="delete-heading" className="text-xl font-semibold">
        {T.deleteHeading}
      </h2>
      <p className="mt-2">{T.deleteIntro}</p>
      <p className="mt-2">{T.deleteKeeps}</p>
      <form {...form.formProps} className="mt-4 flex flex-col gap-4">
        <input {...form.intentProps} />
        <CheckboxField ref={deleteContent} label={T.deleteContentLabel} name="deleteContent" />
        <TextField
          label={T.deletePhraseLabel(T.deletePhrase)}
          name="confirm"
          autoComplete="off"
          spellCheck={false}
          error={form.fieldErrors.confirm}
        />
        <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
        <Button type="submit" variant="danger" className="self-start" busy={form.busy}>
          {T.deleteButton}
        </Button>
        {recent ? null : <p className="text-sm text-muted">{T.recentRequired}</p>}
      </form>
      {passkeys.length > 0 ? (
        <PasskeyConfirm
          intent="delete-account-passkey"
          label={T.deleteWithPasskey}
          variant="danger"
          fields={(): Record<string, string> => (deleteContent.current?.checked ? { deleteContent: "on" } : {})}
        />
      ) : null}
    </section>
  );
}
