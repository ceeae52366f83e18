// A directory card (docs/features/providers.md): everything the spec lists, with the
// "Open today" line computed from the provider's own hours and time zone.
import { Link } from "@remix-run/react";
import { capList, plural } from "~/lib/format";
import { CARD_AREA_LIMIT, CARD_SERVICE_LIMIT, CITY_CENTRES, rateText } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import type { ProviderListItem } from "~/models/provider.server";
import {
  AuslanBadge,
  MoreCount,
  PremiumBadge,
  RegistrationStatusBadge,
  ServiceTypeBadge,
  VerifiedBadge,
} from "./ProviderBadges";
import { Stars } from "./Stars";
import { EnquiryButton } from "./EnquiryDialog";
import { buttonClass } from "~/components/ui/Button";
import { Icon } from "~/components/icons";
import { cardClass } from "~/components/ui/Card";

const LINK = "inline-flex min-h-6 items-center underline underline-offset-2";

export function ProviderCard({ provider }: { provider: ProviderListItem }) {
  const headingId = `provider-${provider.id}`;
  const services = capList(provider.services, CARD_SERVICE_LIMIT);
  const areas = capList(provider.serviceAreas, CARD_AREA_LIMIT);
  const showTradingName = provider.tradingName && provider.tradingName !== provider.businessName;
  return (
    <article
      aria-labelledby={headingId}
      className={cardClass({ className: "flex h-full flex-col gap-3" })}
      data-testid="provider-card"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {provider.businessName}
        </h2>
        <p className="flex flex-wrap gap-2 empty:hidden">
          {provider.isVerified ? <VerifiedBadge /> : null}
          {provider.isPremium ? <PremiumBadge /> : null}
          <AuslanBadge worksInAuslan={provider.worksInAuslan} />
        </p>
        {showTradingName ? (
          <p className="text-sm text-muted">{PROVIDER_TEXTS.tradingAs(provider.tradingName ?? "")}</p>
        ) : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <Stars rating={provider.averageRating} />
        <span aria-hidden="true">{provider.averageRating === null ? "–" : provider.averageRating.toFixed(1)}</span>
        <span data-testid="review-count">({plural(provider.reviewCount, "review")})</span>
      </p>
      <p className="text-sm">
        {provider.suburb}, {provider.state}
        {provider.distanceKm !== null ? (
          <span data-testid="distance">{` · ${provider.distanceKm.toFixed(1)} km from ${CITY_CENTRES[provider.location].city} centre`}</span>
        ) : null}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span data-testid="ndis-number">{PROVIDER_TEXTS.ndisNumber(provider.ndisProviderNumber)}</span>
        <RegistrationStatusBadge status={provider.registrationStatus} />
      </p>
      <p className="line-clamp-2">{provider.businessDescription}</p>

      <div>
        <h3 className="text-sm font-semibold">Services</h3>
        <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="card-services">
          {services.shown.map((service) => (
            <li key={service.id} className="flex flex-wrap items-center gap-2">
              <ServiceTypeBadge type={service.serviceType} />
              <span>{service.serviceName}</span>
              <span className="ml-auto font-medium" data-testid="rate">
                {rateText(service)}
              </span>
            </li>
          ))}
        </ul>
        <MoreCount hidden={services.hidden} noun="services" />
      </div>

      <div>
        <h3 className="text-sm font-semibold">Service areas</h3>
        <ul className="mt-1 flex flex-wrap gap-1 text-sm" data-testid="card-areas">
          {areas.shown.map((area) => (
            <li key={area} className="rounded bg-raised px-2 py-0.5">
              {area}
            </li>
          ))}
          {areas.hidden > 0 ? (
            <li className="px-1 py-0.5">
              <MoreCount hidden={areas.hidden} noun="service areas" />
            </li>
          ) : null}
        </ul>
      </div>

      <ul className="flex flex-col gap-1 text-sm">
        <li>
          <a href={`tel:${provider.phone.replace(/[^\d+]/g, "")}`} className={LINK}>
            <span className="sr-only">Phone </span>
            {provider.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${provider.email}`} className={`${LINK} break-all`}>
            <span className="sr-only">Email </span>
            {provider.email}
          </a>
        </li>
        {provider.website ? (
          <li>
            <a href={provider.website} rel="noopener noreferrer" className={`${LINK} break-all`}>
              Website<span className="sr-only"> of {provider.businessName} (external site)</span>
            </a>
          </li>
        ) : null}
      </ul>

      <p className="flex items-center gap-2 text-sm font-medium" data-testid="open-today">
        <Icon size={16}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </Icon>
        {provider.openToday.text}
      </p>

      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Link
          to={`/ndis-providers/${provider.id}`}
          aria-label={`${PROVIDER_TEXTS.viewProfile}: ${provider.businessName}`}
          className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}
        >
          {PROVIDER_TEXTS.viewProfile}
        </Link>
        <EnquiryButton
          provider={provider}
          kind="booking"
          context={provider.businessName}
          className={buttonClass({ className: "inline-flex items-center" })}
          label={PROVIDER_TEXTS.bookService}
        />
      </div>
    </article>
  );
}
