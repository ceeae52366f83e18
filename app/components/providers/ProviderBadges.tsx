// The provider badges shared by the directory cards and the profile: words carry the meaning
// (colour only adds to them). Also the "+N more" after a capped list of them.
import type { ProviderServiceType } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import type { PROVIDER_REGISTRATION_STATUSES } from "~/lib/vocab";
import { STAR_PATH } from "./Stars";
import { Icon } from "~/components/icons";
import { badgeClass, type Tone } from "~/components/ui/Card";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { VerboseText } from "~/components/accessibility/Verbose";

export function VerifiedBadge({ label = PROVIDER_TEXTS.verified }: { label?: string }) {
  return (
    <span className={badgeClass("success")} data-testid="verified-badge">
      <Icon size={12} strokeWidth="3">
        <path d="m5 12 5 5 9-10" />
      </Icon>
      {label}
      <VerboseText>: the platform checked this provider's NDIS registration and business details.</VerboseText>
    </span>
  );
}

export function PremiumBadge({ label = PROVIDER_TEXTS.premium }: { label?: string }) {
  return (
    <span className={badgeClass("warning")} data-testid="premium-badge">
      <Icon size={12} fill="currentColor" stroke="none">
        <path d={STAR_PATH} />
      </Icon>
      {label}
    </span>
  );
}

type RegistrationStatus = (typeof PROVIDER_REGISTRATION_STATUSES)[number];
const STATUS_TONES: Record<RegistrationStatus, Tone> = { active: "success", pending: "warning", suspended: "danger" };
const STATUS_WORDS: Record<RegistrationStatus, string> = {
  active: "Active",
  pending: "Pending",
  suspended: "Suspended",
};

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <span className={badgeClass(STATUS_TONES[status])} data-testid="registration-status">
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
    <span className={badgeClass()} data-testid="service-type">
      <span className="sr-only">Support type: </span>
      {SERVICE_TYPE_SHORT[type]}
    </span>
  );
}

export function AvailabilityBadge({ available }: { available: boolean }) {
  return (
    <span className={badgeClass(available ? "success" : "neutral")} data-testid="availability">
      {available ? PROVIDER_TEXTS.available : PROVIDER_TEXTS.unavailable}
    </span>
  );
}

export function CompliantBadge({ compliant }: { compliant: boolean }) {
  return (
    <span className={badgeClass(compliant ? "success" : "danger")} data-testid="compliant-badge">
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

/** Shown to members with signLanguageSupport on: staff speak Auslan or a service has an interpreter. */
export function AuslanBadge({ worksInAuslan }: { worksInAuslan: boolean }) {
  const { signLanguageSupport } = useAccessibility().effective;
  if (!signLanguageSupport || !worksInAuslan) return null;
  return (
    <span className={badgeClass("info")} data-testid="auslan-badge">
      Works in Auslan
    </span>
  );
}
