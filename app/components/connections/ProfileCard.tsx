// The Match profile card: name, age, place, match score, verification
// badge, what they're looking for, interests, accessibility support and communication, each
// icon beside a text label. Details a privacy level withholds arrive as null and say so.
import type { ReactNode } from "react";
import { Avatar } from "~/components/Avatar";
import {
  ACCESSIBILITY_LABELS,
  COMMUNICATION_LABELS,
  LOOKING_FOR_LABELS,
  VERIFICATION_LABELS,
  type MatchProfileCard,
  type VerificationLevel,
} from "~/lib/connections";
import { humanise, relativeTime } from "~/lib/format";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { badgeClass } from "~/components/ui/Card";

export function IconLabel({ icon, label }: { icon: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden="true">{icon}</span>
      {label}
    </span>
  );
}

export function VerificationBadge({ level }: { level: VerificationLevel }) {
  return (
    <span
      className={badgeClass(level === "identity" ? "success" : level === "photo" ? "info" : "neutral")}
      data-testid="verification-badge"
    >
      <span aria-hidden="true">{level === "basic" ? "○" : "✓"}</span>
      {VERIFICATION_LABELS[level]}
    </span>
  );
}

const chip = "rounded-full border border-line bg-surface px-2 py-0.5 text-sm";

export function ProfileDetails({
  card,
  headingLevel,
  now,
  headingId,
  children,
}: {
  card: MatchProfileCard;
  headingLevel: 2 | 3;
  now: number;
  headingId?: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const place = [card.location, card.distanceKm !== null ? `${card.distanceKm} km away` : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <Avatar userId={card.id} name={card.name} size="large" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading id={headingId} tabIndex={-1} className="text-lg font-semibold" data-testid="profile-name">
            {card.name}
            {card.age !== null ? <span className="font-normal">{`, ${card.age}`}</span> : null}
          </Heading>
          <div className="flex flex-wrap items-center gap-2">
            <VerificationBadge level={card.verificationLevel} />
            {card.matchScore !== null ? (
              <span
                className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-fg"
                data-testid="match-score"
              >
                {`${card.matchScore}% match`}
              </span>
            ) : null}
          </div>
          <p className="text-sm text-muted">
            {place ? `${place} · ` : ""}
            {`Active ${relativeTime(card.lastActive, now).toLowerCase()}`}
          </p>
        </div>
      </div>
      <p className="text-sm">
        <span className="font-medium">Looking for: </span>
        {card.lookingFor.map((value) => LOOKING_FOR_LABELS[value]).join(", ")}
      </p>
      {card.bio ? <p>{card.bio}</p> : null}
      {card.interests && card.interests.length ? (
        <LabelledList title="Interests">
          {card.interests.map((value) => (
            <li key={value} className={chip}>
              {humanise(value)}
            </li>
          ))}
        </LabelledList>
      ) : null}
      {card.accessibilitySupport && card.accessibilitySupport.length ? (
        <LabelledList title="Accessibility support">
          {card.accessibilitySupport.map((value) => (
            <li key={value} className={chip}>
              <IconLabel {...ACCESSIBILITY_LABELS[value]} />
            </li>
          ))}
        </LabelledList>
      ) : null}
      {card.communicationPrefs && card.communicationPrefs.length ? (
        <LabelledList title="Communication">
          {card.communicationPrefs.map((value) => (
            <li key={value} className={chip}>
              <IconLabel {...COMMUNICATION_LABELS[value]} />
            </li>
          ))}
        </LabelledList>
      ) : null}
      {!card.detailsShared ? <p className="text-sm italic text-muted">{CONNECTION_TEXTS.detailsAfterMatch}</p> : null}
      {children}
    </div>
  );
}

function LabelledList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-sm font-medium">{title}</p>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label={title}>
        {children}
      </ul>
    </div>
  );
}
