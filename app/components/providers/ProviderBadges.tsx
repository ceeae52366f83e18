// The provider badges shared by the directory cards and the profile: words carry the meaning
// (colour only adds to them). Also the "+N more" after a capped list of them.
import type { ProviderServiceType } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import type { PROVIDER_REGISTRATION_STATUSES } from "~/lib/vocab";
import { STAR_PATH } from "./Stars";
import { Icon } from "~/components/icons";

const BADGE = "inline-flex min-h-6 items-center gap-1 rounded border border-current px-2 text-xs font-semibold";

export function VerifiedBadge({ label = PROVIDER_TEXTS.verified }: { label?: string }) {
  return (
    <span className={`${BADGE} bg-tone-low text-tone-low-fg`} data-testid="verified-badge">
      <Icon size={12} strokeWidth="3">
        <path d="m5 12 5 5 9-10" />
      </Icon>
      {label}
    </span>
  );
}

export function PremiumBadge({ label = PROVIDER_TEXTS.premium }: { label?: string }) {
  return (
    <span className={`${BADGE} bg-tone-medium text-tone-medium-fg`} data-testid="premium-badge">
      <Icon size={12} fill="currentColor" stroke="none">
        <path d={STAR_PATH} />
      </Icon>
      {label}
    </span>
  );
}

type RegistrationStatus = (typeof PROVIDER_REGISTRATION_STATUSES)[number];
const STATUS_TONES: Record<RegistrationStatus, string> = {
  active: "bg-tone-low text-tone-low-fg",
  pending: "bg-tone-medium text-tone-medium-fg",
  suspended: "bg-tone-urgent text-tone-urgent-fg",
};
const STATUS_WORDS: Record<RegistrationStatus, string> = {
  active: "Active",
  pending: "Pending",
  suspended: "Suspended",
};

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <span className={`${BADGE} ${STATUS_TONES[status]}`} data-testid="registration-status">
      <span className="sr-only">Registration status: </span>
      {STATUS_WORDS[status]}
    </span>
  );
}

const SERVICE_TYPE_SHORT: Record<ProviderServiceType, string> = {
  core: "Core",
  capacity_building: "Capacity Building",
  capital: "Capital",
};

export function ServiceTypeBadge({ type }: { type: ProviderServiceType }) {
  return (
    <span className={`${BADGE} bg-raised text-fg`} data-testid="service-type">
      <span className="sr-only">Support type: </span>
      {SERVICE_TYPE_SHORT[type]}
    </span>
  );
}

export function AvailabilityBadge({ available }: { available: boolean }) {
  return (
    <span
      className={`${BADGE} ${available ? "bg-tone-low text-tone-low-fg" : "bg-raised text-fg"}`}
      data-testid="availability"
    >
      {available ? PROVIDER_TEXTS.available : PROVIDER_TEXTS.unavailable}
    </span>
  );
}

export function CompliantBadge({ compliant }: { compliant: boolean }) {
  return (
    <span
      className={`${BADGE} ${compliant ? "bg-tone-low text-tone-low-fg" : "bg-tone-urgent text-tone-urgent-fg"}`}
      data-testid="compliant-badge"
    >
      {compliant ? PROVIDER_TEXTS.compliant : "Not compliant"}
    </span>
  );
}

/** "+2 more" after a capped list. */
export function MoreCount({ hidden, noun }: { hidden: number; noun: string }) {
  if (hidden <= 0) return null;
  return (
    <span className="text-sm text-muted">
      {PROVIDER_TEXTS.more(hidden)}
      <span className="sr-only"> {noun}</span>
    </span>
  );
}
