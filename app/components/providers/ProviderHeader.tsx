// The profile's header and contact card.
import { ReadAloud } from "~/components/accessibility/ReadAloud";
import { plural } from "~/lib/format";
import { PROVIDER_TEXTS } from "~/lib/texts";
import type { ProviderDetail } from "~/models/provider.server";
import { AuslanBadge, PremiumBadge, RegistrationStatusBadge, VerifiedBadge } from "./ProviderBadges";
import { Stars } from "./Stars";
import { EnquiryButton } from "./EnquiryDialog";
import { SaveProviderButton, ShareButton } from "./ProviderActions";
import { buttonClass } from "~/components/ui/Button";
import { cardClass } from "~/components/ui/Card";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}

export function ProviderHeader({ provider }: { provider: ProviderDetail }) {
  const showTradingName = provider.tradingName && provider.tradingName !== provider.businessName;
  return (
    <header className={cardClass({ padding: "none", className: "overflow-hidden" })}>
      {/* The banner and logo are decoration: the name below says who this is. */}
      <div
        className="h-28 bg-gradient-to-r from-accent-soft to-raised sm:h-36"
        aria-hidden="true"
        data-testid="provider-banner"
      />
      <div className="flex flex-col gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-start gap-4">
          <div
            className="-mt-14 flex h-20 w-20 shrink-0 items-center justify-center rounded-lg border-4 border-canvas bg-accent text-2xl font-bold text-accent-fg sm:-mt-16"
            aria-hidden="true"
            data-testid="provider-logo"
          >
            {initials(provider.businessName)}
          </div>
          {/* At least 14rem wide, so on a phone the name takes its own line rather than a word per line. */}
          <div className="min-w-[min(100%,14rem)] flex-1">
            <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
              {provider.businessName}
            </h1>
            {showTradingName ? (
              <p className="text-muted">{PROVIDER_TEXTS.tradingAs(provider.tradingName ?? "")}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <ShareButton name={provider.businessName} />
            <SaveProviderButton
              providerId={provider.id}
              name={provider.businessName}
              initiallySaved={provider.savedByMe}
            />
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={provider.averageRating} size={18} />
          <span aria-hidden="true" className="font-semibold">
            {provider.averageRating === null ? "–" : provider.averageRating.toFixed(1)}
          </span>
          <span>({plural(provider.reviewCount, "review")})</span>
          <span data-testid="provider-location">
            {provider.suburb}, {provider.state} {provider.postcode}
          </span>
          <RegistrationStatusBadge status={provider.registrationStatus} />
        </p>
        <p id="provider-description">{provider.businessDescription}</p>
        <ReadAloud targetId="provider-description" label={provider.businessName} />
        <p className="flex flex-wrap items-center gap-2">
          {provider.isVerified ? <VerifiedBadge label={PROVIDER_TEXTS.verifiedProvider} /> : null}
          {provider.isPremium ? <PremiumBadge label={PROVIDER_TEXTS.premiumProvider} /> : null}
          <AuslanBadge worksInAuslan={provider.worksInAuslan} />
          <span className="font-semibold" data-testid="compliance-score">
            {PROVIDER_TEXTS.complianceScore(provider.complianceScore)}
          </span>
        </p>
      </div>
    </header>
  );
}

const LINK = "inline-flex min-h-6 items-center break-all underline underline-offset-2";

export function ContactCard({ provider }: { provider: ProviderDetail }) {
  return (
    <section
      aria-labelledby="contact-heading"
      className={cardClass({ className: "flex flex-col gap-3" })}
      data-testid="contact-card"
    >
      <h2 id="contact-heading" className="text-xl font-semibold">
        Contact
      </h2>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium">Phone</dt>
          <dd>
            <a href={`tel:${provider.phone.replace(/[^\d+]/g, "")}`} className={LINK}>
              {provider.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium">Email</dt>
          <dd>
            <a href={`mailto:${provider.email}`} className={LINK}>
              {provider.email}
            </a>
          </dd>
        </div>
        {provider.website ? (
          <div>
            <dt className="font-medium">Website</dt>
            <dd>
              <a href={provider.website} rel="noopener noreferrer" className={LINK}>
                {provider.website.replace(/^https?:\/\//, "")}
                <span className="sr-only"> (external site)</span>
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium">Address</dt>
          <dd>
            {provider.streetAddress}, {provider.suburb} {provider.state} {provider.postcode}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Response time</dt>
          <dd data-testid="response-time">{provider.responseTime}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2">
        <EnquiryButton
          provider={provider}
          kind="booking"
          context={provider.businessName}
          className={buttonClass()}
          label={PROVIDER_TEXTS.bookService}
        />
        <EnquiryButton
          provider={provider}
          kind="message"
          context={provider.businessName}
          className={buttonClass({ variant: "secondary" })}
          label={PROVIDER_TEXTS.sendMessage}
        />
      </div>
    </section>
  );
}
