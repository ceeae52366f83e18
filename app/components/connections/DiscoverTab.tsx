// Discover: filters that work (a GET form, so the address keeps them), then real candidates ranked
// by compatibility, each with Pass, View Profile and Like. After a card leaves, focus goes to the
// next card so a keyboard or switch user keeps their place.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import {
  ACCESSIBILITY_LABELS,
  AGE_BOUNDS,
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
import { useConnectionActions } from "./useConnectionActions";
import { Button } from "~/components/ui/Button";
import { Field, Input, Select } from "~/components/ui/Field";
import { cardClass, EmptyState } from "~/components/ui/Card";

const FILTER_LABEL = "text-sm font-medium";
const candidateHeadingId = (userId: number) => `candidate-${userId}`;
type Discovery = { filters: DiscoveryFilters; candidates: MatchProfileCard[]; total: number; show: number };

export function DiscoverTab({ discovery, now }: { discovery: Discovery; now: number }) {
  const id = useId();
  const { filters, candidates, total, show } = discovery;
  const actions = useConnectionActions();
  const navigation = useNavigation();
  const [viewing, setViewing] = useState<MatchProfileCard | null>(null);
  const [blocking, setBlocking] = useState<MatchProfileCard | null>(null);
  const headings = useRef(new Map<number, HTMLHeadingElement>());
  const status = useRef<HTMLHeadingElement>(null);
  // Which card to focus once the list has changed after an action (a ref: it draws nothing).
  const refocus = useRef<number | null>(null);

  useEffect(() => {
    if (refocus.current === null) return;
    const next = candidates[Math.min(refocus.current, candidates.length - 1)];
    (next ? headings.current.get(next.id) : status.current)?.focus();
    refocus.current = null;
    // Only when the list itself changes after an action.
  }, [candidates]);

  // Once a blocked member's card has gone, focus goes to the card that took its place.
  const headingAfter = (card: MatchProfileCard) => {
    const index = candidates.findIndex((c) => c.id === card.id);
    const next = candidates[index + 1] ?? candidates[index - 1];
    return next ? candidateHeadingId(next.id) : `${id}-heading`;
  };

  const act = async (card: MatchProfileCard, kind: "like" | "pass") => {
    const index = candidates.findIndex((c) => c.id === card.id);
    const done = await actions[kind]({ id: card.id, name: card.name });
    if (done) refocus.current = index;
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} ref={status} tabIndex={-1} className="text-xl font-semibold">
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
            <ProfileDetails
              card={card}
              headingLevel={3}
              now={now}
              headingId={candidateHeadingId(card.id)}
              headingRef={(el) => {
                if (el) headings.current.set(card.id, el);
                else headings.current.delete(card.id);
              }}
            />
            <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-3">
              <Button disabled={actions.busy === card.id} onClick={() => void act(card, "pass")} variant="secondary">
                Pass<span className="sr-only">{` on ${card.name}`}</span>
              </Button>
              <Button onClick={() => setViewing(card)} variant="secondary">
                View Profile<span className="sr-only">{` of ${card.name}`}</span>
              </Button>
              <Button disabled={actions.busy === card.id} onClick={() => void act(card, "like")}>
                <span aria-hidden="true">♥ </span>Like<span className="sr-only">{` ${card.name}`}</span>
              </Button>
            </div>
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
