// Discover: filters that work (a GET form, so the address keeps them), then real candidates
// ranked by compatibility, each with Pass, View Profile and Like. After a card leaves, focus goes
// to the next card so a keyboard or switch user keeps their place.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import {
  ACCESSIBILITY_LABELS,
  AGE_BOUNDS,
  DISCOVER_HEADING_ID,
  DISCOVERY_MAX_LIMIT,
  DISCOVERY_PAGE_SIZE,
  DISTANCE_LABELS,
  DISTANCE_OPTIONS,
  LOOKING_FOR_LABELS,
  type DiscoveryFilters,
  type MatchProfileCard,
} from "~/lib/connections";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { ACCESSIBILITY_COMPATIBILITY, LOOKING_FOR } from "~/lib/vocab";
import { BlockDialog, ProfileDialog } from "./lazy";
import { ProfileDetails } from "./ProfileCard";
import { useConnectionForm } from "./useConnectionForm";
import { Button } from "~/components/ui/Button";
import { Field, Input, Select } from "~/components/ui/Field";
import { cardClass, EmptyState } from "~/components/ui/Card";

const FILTER_LABEL = "text-sm font-medium";
const candidateHeadingId = (userId: number) => `candidate-${userId}`;
type Discovery = { filters: DiscoveryFilters; candidates: MatchProfileCard[]; total: number; show: number };

export function DiscoverTab({ discovery, now }: { discovery: Discovery; now: number }) {
  const { filters, candidates, total, show } = discovery;
  const navigation = useNavigation();
  const [viewing, setViewing] = useState<MatchProfileCard | null>(null);
  const [blocking, setBlocking] = useState<MatchProfileCard | null>(null);

  // Once a card has gone (liked, passed or blocked), focus goes to the card that took its place.
  const headingAfter = (card: MatchProfileCard) => {
    const index = candidates.findIndex((c) => c.id === card.id);
    const next = candidates[index + 1] ?? candidates[index - 1];
    return next ? candidateHeadingId(next.id) : DISCOVER_HEADING_ID;
  };

  return (
    <section aria-labelledby={DISCOVER_HEADING_ID} className="flex flex-col gap-4">
      <h2 id={DISCOVER_HEADING_ID} tabIndex={-1} className="text-xl font-semibold">
        Discover
      </h2>
      <Form
        method="get"
        preventScrollReset
        className={cardClass({ className: "flex flex-wrap items-end gap-3" })}
        aria-label="Discovery filters"
      >
        <input type="hidden" name="tab" value="discover" />
        <Field label="Looking For" labelClassName={FILTER_LABEL}>
          <Select name="lookingFor" defaultValue={filters.lookingFor}>
            <option value="any">Anything</option>
            {LOOKING_FOR.map((value) => (
              <option key={value} value={value}>
                {LOOKING_FOR_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="flex flex-col gap-1">
          <legend className={FILTER_LABEL}>Age Range</legend>
          <div className="flex items-center gap-2">
            <Field label="Minimum age" labelClassName="sr-only">
              <Input
                type="number"
                name="minAge"
                min={AGE_BOUNDS.min}
                max={AGE_BOUNDS.max}
                defaultValue={filters.minAge}
                className="w-20"
              />
            </Field>
            <span aria-hidden="true">to</span>
            <Field label="Maximum age" labelClassName="sr-only">
              <Input
                type="number"
                name="maxAge"
                min={AGE_BOUNDS.min}
                max={AGE_BOUNDS.max}
                defaultValue={filters.maxAge}
                className="w-20"
              />
            </Field>
          </div>
        </fieldset>
        <Field label="Distance" labelClassName={FILTER_LABEL}>
          <Select name="distance" defaultValue={filters.distance}>
            {DISTANCE_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {DISTANCE_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Accessibility Support" labelClassName={FILTER_LABEL}>
          <Select name="support" defaultValue={filters.support}>
            <option value="any">Any support</option>
            {ACCESSIBILITY_COMPATIBILITY.map((value) => (
              <option key={value} value={value}>
                {ACCESSIBILITY_LABELS[value].label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit">{navigation.state === "loading" ? "Applying..." : "Apply Filters"}</Button>
      </Form>

      <div role="status" data-testid="discover-status">
        {candidates.length === 0 ? (
          <EmptyState title={CONNECTION_TEXTS.noCandidates} picture="search" />
        ) : (
          <p className="text-sm text-muted">{`Showing ${candidates.length} of ${total} ${total === 1 ? "member" : "members"}, best match first`}</p>
        )}
      </div>

      <ul className="grid gap-4 md:grid-cols-2" aria-label="Suggested members">
        {candidates.map((card) => (
          <li
            key={card.id}
            className="flex flex-col rounded-lg border border-line bg-canvas p-4"
            data-testid="candidate"
          >
            <ProfileDetails card={card} headingLevel={3} now={now} headingId={candidateHeadingId(card.id)} />
            <CandidateActions card={card} focusAfter={headingAfter(card)} onView={() => setViewing(card)} />
          </li>
        ))}
      </ul>
      {candidates.length < total && show < DISCOVERY_MAX_LIMIT ? (
        <Link
          to={`?${new URLSearchParams({ tab: "discover", lookingFor: filters.lookingFor, minAge: String(filters.minAge), maxAge: String(filters.maxAge), distance: filters.distance, support: filters.support, show: String(Math.min(DISCOVERY_MAX_LIMIT, show + DISCOVERY_PAGE_SIZE)) })}`}
          preventScrollReset
          className="self-center rounded border border-line px-4 py-2 font-medium"
        >
          Show more members
        </Link>
      ) : null}

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
      {blocking ? (
        <BlockDialog person={blocking} focusAfter={headingAfter(blocking)} onClose={() => setBlocking(null)} />
      ) : null}
    </section>
  );
}

/** Pass, View Profile and Like for one card: Pass and Like are each a small form. */
function CandidateActions({
  card,
  focusAfter,
  onView,
}: {
  card: MatchProfileCard;
  focusAfter: string;
  onView: () => void;
}) {
  const person = { id: card.id, name: card.name };
  const pass = useConnectionForm("pass-profile", person, focusAfter);
  const like = useConnectionForm("like-profile", person, focusAfter);
  // One answer at a time for a card: while either is under way, both wait.
  const busy = pass.busy || like.busy;
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-3">
      <form {...pass.formProps} className="contents">
        {pass.fields}
        <Button type="submit" busy={busy} busyLabel={pass.busy ? `Passing on ${card.name}…` : ""} variant="secondary">
          Pass<span className="sr-only">{` on ${card.name}`}</span>
        </Button>
      </form>
      <Button onClick={onView} variant="secondary">
        View Profile<span className="sr-only">{` of ${card.name}`}</span>
      </Button>
      <form {...like.formProps} className="contents">
        {like.fields}
        <Button type="submit" busy={busy} busyLabel={like.busy ? `Liking ${card.name}…` : ""}>
          <span aria-hidden="true">♥ </span>Like<span className="sr-only">{` ${card.name}`}</span>
        </Button>
      </form>
    </div>
  );
}
