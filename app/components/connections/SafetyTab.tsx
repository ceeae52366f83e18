// Safety: the guideline and accessibility cards with their six buttons, all doing something
// real, and the list of blocked members, each with Unblock.
import { useId, useState, type ReactNode } from "react";
import { DialogOpener, useDialogParam } from "~/components/forms/PageDialog";
import { BLOCKED_HEADING_ID, PRIVACY_OPENER_ID, VERIFICATION_LABELS, type VerificationLevel } from "~/lib/connections";
import { shortDate } from "~/lib/format";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { VERIFICATION_LEVELS } from "~/lib/vocab";
import type { HomeData } from "./home-data";
import { PrivacyDialog, ReportUserDialog } from "./lazy";
import { Dialog } from "~/components/ui/Dialog";
import { VerificationBadge } from "./ProfileCard";
import { useConnectionForm } from "./useConnectionForm";
import { Button } from "~/components/ui/Button";
import { panelClass } from "~/components/ui/Card";

type Open = "verify" | "privacy" | "report" | "plan" | null;
// inline-flex: an opener is a link until the page has hydrated, and min-h needs a box.
const button = "inline-flex min-h-10 items-center rounded border border-line px-3 text-left font-medium";

const VERIFICATION_TEXT: Record<VerificationLevel, string> = {
  basic: "Your email is confirmed. This is where every profile starts.",
  photo: "A moderator has compared a selfie with your profile photo.",
  identity: "A moderator has checked a government ID. Nothing from the ID is shown to anyone.",
};

export function SafetyTab({ data, onEdit }: { data: HomeData; onEdit: (step: number) => void }) {
  const id = useId();
  const [open, setOpen] = useState<Open>(null);
  // Without script, ?dialog=privacy and ?dialog=report-user draw those forms in place.
  const privacyAsked = useDialogParam("privacy") !== null;
  const reportAsked = useDialogParam("report-user") !== null;
  const { profile } = data;
  // Whom Report User offers: everyone Connections is showing this member right now.
  const people = [...data.matches.map((m) => m.profile), ...(data.discovery?.candidates ?? [])]
    .map((card) => ({ id: card.id, name: card.name }))
    .filter((person, i, all) => all.findIndex((p) => p.id === person.id) === i);

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Safety
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Safety guidelines">
          <ul className="list-disc pl-5 text-sm">
            <li>Get to know someone through messages before you meet.</li>
            <li>Meet first in a public place with the access you need, and tell someone you trust.</li>
            <li>Never send money or share financial details.</li>
            <li>Trust your instincts: you can block or report anyone, at any time.</li>
          </ul>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => setOpen("verify")} className={button}>
              Verify Profile
            </button>
            <DialogOpener
              id={PRIVACY_OPENER_ID}
              name="privacy"
              params={{ tab: "safety" }}
              onOpen={() => setOpen("privacy")}
              className={button}
            >
              Privacy Settings
            </DialogOpener>
            <DialogOpener
              name="report-user"
              params={{ tab: "safety" }}
              onOpen={() => setOpen("report")}
              className={`${button} text-danger`}
            >
              Report User
            </DialogOpener>
          </div>
        </Card>
        <Card title="Accessibility and disclosure">
          <ul className="list-disc pl-5 text-sm">
            <li>You decide what to share about your disability, and when.</li>
            <li>Say how you like to communicate, so matches can meet you there.</li>
            <li>Plan for access and support before a first meeting.</li>
          </ul>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => onEdit(3)} className={button}>
              Manage Disclosure
            </button>
            <button type="button" onClick={() => onEdit(3)} className={button}>
              Communication Settings
            </button>
            <button type="button" onClick={() => setOpen("plan")} className={button}>
              Safety Plan
            </button>
          </div>
        </Card>
      </div>

      <section aria-labelledby={BLOCKED_HEADING_ID} className="flex flex-col gap-2">
        <h3 id={BLOCKED_HEADING_ID} tabIndex={-1} className="text-lg font-semibold">
          Blocked members
        </h3>
        {data.blocks.length === 0 ? (
          <p className="text-muted" data-testid="no-blocks">
            {CONNECTION_TEXTS.noBlocks}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-labelledby={BLOCKED_HEADING_ID}>
            {data.blocks.map((block, i) => {
              // Once this row has gone, focus goes to the Unblock that took its place.
              const next = data.blocks[i + 1] ?? data.blocks[i - 1];
              return (
                <BlockedMember
                  key={block.userId}
                  block={block}
                  focusAfter={next ? unblockId(next.userId) : BLOCKED_HEADING_ID}
                />
              );
            })}
          </ul>
        )}
      </section>

      {open === "privacy" || privacyAsked ? (
        <PrivacyDialog current={profile.privacyLevel} open={open === "privacy"} onClose={() => setOpen(null)} />
      ) : null}
      {open === "report" || reportAsked ? (
        <ReportUserDialog people={people} open={open === "report"} onClose={() => setOpen(null)} />
      ) : null}
      {open === "verify" ? (
        <Dialog open title="Verify Profile" onClose={() => setOpen(null)} stack>
          <p className="flex flex-wrap items-center gap-2">
            Your verification: <VerificationBadge level={profile.verificationLevel} />
          </p>
          <dl className="flex flex-col gap-2 text-sm">
            {VERIFICATION_LEVELS.map((level) => (
              <div key={level}>
                <dt className="font-medium">{VERIFICATION_LABELS[level]}</dt>
                <dd>{VERIFICATION_TEXT[level]}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm">
            Photo and identity checks are carried out by our moderators. Members see your level as a badge on your card.
          </p>
          <CloseButton onClose={() => setOpen(null)} />
        </Dialog>
      ) : null}
      {open === "plan" ? (
        <Dialog open title="Safety Plan" onClose={() => setOpen(null)} stack>
          <ol className="list-decimal pl-5">
            <li>Choose a venue you know is accessible, and check it again on the day.</li>
            <li>Tell a friend or support worker where you're going, with whom, and when you'll check in.</li>
            <li>Arrange your own transport there and back.</li>
            <li>Agree a signal or message that means "come and get me".</li>
            <li>If anything feels wrong, leave, then block and report the member here.</li>
          </ol>
          <CloseButton onClose={() => setOpen(null)} />
        </Dialog>
      ) : null}
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={panelClass({ className: "flex flex-col gap-3" })}>
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex justify-end">
      <Button onClick={onClose} variant="secondary">
        Close
      </Button>
    </div>
  );
}

const unblockId = (userId: number) => `unblock-${userId}`;

function BlockedMember({ block, focusAfter }: { block: HomeData["blocks"][number]; focusAfter: string }) {
  const form = useConnectionForm("unblock-user", { id: block.userId, name: block.displayName }, focusAfter);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded border border-line bg-surface p-3"
      data-testid="blocked-member"
    >
      <span>
        <span className="font-medium">{block.displayName}</span>
        <span className="text-sm text-muted">{` · blocked ${shortDate(block.blockedAt)}`}</span>
      </span>
      <form {...form.formProps}>
        {form.fields}
        <Button
          id={unblockId(block.userId)}
          type="submit"
          busy={form.busy}
          busyLabel={`Unblocking ${block.displayName}…`}
          variant="secondary"
        >
          Unblock<span className="sr-only">{` ${block.displayName}`}</span>
        </Button>
      </form>
    </li>
  );
}
