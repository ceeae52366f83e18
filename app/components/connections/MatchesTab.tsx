// Matches: everyone who liked the member back, newest first, each with a Message button into
// /messages (unless they have turned messages off), View Profile and Block.
import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { DialogOpener, useDialogParam } from "~/components/forms/PageDialog";
import type { MatchProfileCard } from "~/lib/connections";
import { shortDate } from "~/lib/format";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { BlockDialog, ProfileDialog } from "./lazy";
import { ProfileDetails } from "./ProfileCard";
import { Button, buttonClass } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/Card";

type Match = { matchId: number; matchedAt: string; profile: MatchProfileCard };

export function MatchesTab({ matches, now }: { matches: Match[]; now: number }) {
  const id = useId();
  const [viewing, setViewing] = useState<MatchProfileCard | null>(null);
  const [blocking, setBlocking] = useState<MatchProfileCard | null>(null);
  // Without script, ?dialog=block&user=<id> asks for the confirmation in place.
  const asked = useDialogParam("block")?.get("user");
  const confirming = blocking ?? matches.find((match) => String(match.profile.id) === asked)?.profile ?? null;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} tabIndex={-1} className="text-xl font-semibold">
        Your matches
      </h2>
      <div role="status" data-testid="matches-status">
        {matches.length === 0 ? (
          <EmptyState title={CONNECTION_TEXTS.noMatches} picture="conversation" />
        ) : (
          <p className="text-sm text-muted">{`${matches.length} ${matches.length === 1 ? "match" : "matches"}`}</p>
        )}
      </div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Matches">
        {matches.map(({ matchId, matchedAt, profile }) => (
          <li key={matchId} className="flex flex-col rounded-lg border border-line bg-canvas p-4" data-testid="match">
            <ProfileDetails card={profile} headingLevel={3} now={now} />
            <p className="mt-2 text-sm text-muted">{`Matched ${shortDate(matchedAt)}`}</p>
            <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-3">
              {profile.allowMessages ? (
                <Link
                  to={`/messages?to=${profile.id}`}
                  className={buttonClass({ className: "inline-flex items-center" })}
                >
                  Message<span className="sr-only">{` ${profile.name}`}</span>
                </Link>
              ) : (
                <p className="text-sm">{CONNECTION_TEXTS.noMessages(profile.name)}</p>
              )}
              <Button onClick={() => setViewing(profile)} variant="secondary" className="inline-flex items-center">
                View Profile<span className="sr-only">{` of ${profile.name}`}</span>
              </Button>
              <DialogOpener
                name="block"
                params={{ tab: "matches", user: profile.id }}
                onOpen={() => setBlocking(profile)}
                className={buttonClass({ variant: "danger-outline", className: "inline-flex items-center" })}
              >
                Block<span className="sr-only">{` ${profile.name}`}</span>
              </DialogOpener>
            </div>
          </li>
        ))}
      </ul>
      {viewing ? (
        <ProfileDialog
          card={viewing}
          now={now}
          onClose={() => setViewing(null)}
          onBlock={() => {
            setBlocking(viewing);
            setViewing(null);
          }}
        />
      ) : null}
      {confirming ? (
        <BlockDialog
          person={confirming}
          open={blocking !== null}
          // The card is gone once the data reloads: focus goes somewhere that still exists.
          focusAfter={`${id}-heading`}
          onClose={() => setBlocking(null)}
        />
      ) : null}
    </section>
  );
}
