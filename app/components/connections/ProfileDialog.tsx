// View Profile (Connections): a profile up close, with Report and Block beside Close.
import { type ReactNode } from "react";
import { ReportButton } from "~/components/report/ReportButton";
import { type MatchProfileCard } from "~/lib/connections";
import { Dialog } from "~/components/ui/Dialog";
import { ProfileDetails } from "./ProfileCard";
import { Button } from "~/components/ui/Button";

/** View Profile: the card in full, with Report and Block beside Close. */
export function ProfileDialog({
  card,
  now,
  onClose,
  onBlock,
  actions,
}: {
  card: MatchProfileCard;
  now: number;
  onClose: () => void;
  onBlock: () => void;
  actions?: ReactNode;
}) {
  return (
    <Dialog open title={`${card.name}'s profile`} onClose={onClose} size="lg" stack>
      <ProfileDetails card={card} headingLevel={3} now={now} />
      <div className="flex flex-wrap justify-between gap-2 border-t border-line pt-4">
        <div className="flex flex-wrap gap-2">
          <ReportButton
            target={{ contentType: "user", contentId: card.id, label: card.name }}
            className="min-h-10 px-3"
          />
          <Button onClick={onBlock} variant="danger-outline">
            Block<span className="sr-only">{` ${card.name}`}</span>
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button onClick={onClose} variant="secondary">
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
