// The provider profile tabs about the provider itself: Overview, Services and Staff.
import { humanise } from "~/lib/format";
import { deliveryModeText, hoursText, longDate, rateText, transportText } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { WEEKDAYS } from "~/lib/vocab";
import type { ProviderDetail } from "~/models/provider.server";
import { AvailabilityBadge, ServiceTypeBadge } from "./ProviderBadges";
import { EnquiryButton } from "./EnquiryDialog";
import { CARD, Facts, H2 } from "./ProviderPanelParts";
import { buttonClass } from "~/components/ui/Button";

export function Overview({ provider }: { provider: ProviderDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="hours-heading" className={CARD}>
        <h2 id="hours-heading" className={H2}>
          Business hours
        </h2>
        <p className="text-sm text-muted">In {provider.location.split(" ")[0]} time</p>
        {/* A list, not a table: a day and its hours share a line while they fit and stack when they don't. */}
        <dl className="mt-2" data-testid="business-hours">
          {WEEKDAYS.map((day) => {
            const hours = provider.businessHours[day] ?? null;
            const today = day === provider.openToday.weekday;
            return (
              <div key={day} className={`flex flex-wrap justify-between gap-x-4 py-1 ${today ? "font-semibold" : ""}`}>
                <dt className="font-medium">
                  {humanise(day)}
                  {today ? " (today)" : ""}
                </dt>
                <dd>{hours ? hoursText(hours) : PROVIDER_TEXTS.closed}</dd>
              </div>
            );
          })}
        </dl>
      </section>
      <div className="flex flex-col gap-4">
        <section aria-labelledby="emergency-heading" className={CARD}>
          <h2 id="emergency-heading" className={H2}>
            Emergency contact
          </h2>
          <p className="mt-2">
            {provider.emergencyContact ? (
              <a
                href={`tel:${provider.emergencyContact.replace(/[^\d+]/g, "")}`}
                className="underline underline-offset-2"
              >
                {provider.emergencyContact}
              </a>
            ) : (
              "No emergency line listed. Use the phone number in Contact."
            )}
          </p>
        </section>
        <section aria-labelledby="areas-heading" className={CARD}>
          <h2 id="areas-heading" className={H2}>
            Service areas
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {provider.serviceAreas.map((area) => (
              <li key={area} className="rounded bg-raised px-2 py-0.5">
                {area}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="business-heading" className={`${CARD} lg:col-span-2`}>
        <h2 id="business-heading" className={`${H2} mb-2`}>
          Business information
        </h2>
        <Facts
          rows={[
            ["ABN", provider.abn],
            ...(provider.acn ? ([["ACN", provider.acn]] as [string, string][]) : []),
            ["NDIS provider number", provider.ndisProviderNumber],
            ["Business type", provider.businessType],
            ["Registration date", longDate(provider.registrationDate)],
            ["Registration expiry", longDate(provider.registrationExpiry)],
          ]}
        />
      </section>
    </div>
  );
}

export function Services({ provider }: { provider: ProviderDetail }) {
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className={H2}>
        Services
      </h2>
      <ul className="mt-3 grid gap-4 lg:grid-cols-2">
        {provider.services.map((service) => (
          <li key={service.id} className={`${CARD} flex flex-col gap-2`} data-testid="service">
            <h3 className="text-lg font-semibold">{service.serviceName}</h3>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <ServiceTypeBadge type={service.serviceType} />
              <span>
                {service.categoryName} ({service.categoryCode})
              </span>
            </p>
            <p className="text-lg font-semibold">{rateText(service)}</p>
            <p>{service.serviceDescription}</p>
            <Facts
              rows={[
                ["Booking", `${service.minBookingHours}–${service.maxBookingHours} hours`],
                [
                  "Delivery",
                  <span key="d" data-testid="delivery-mode">
                    {deliveryModeText(service)}
                  </span>,
                ],
                [
                  "Transport",
                  <span key="t" data-testid="transport">
                    {transportText(service.requiresTransport)}
                  </span>,
                ],
              ]}
            />
            {service.accessibilityFeatures.length > 0 ? (
              <div>
                <h4 className="font-medium">Accessibility features</h4>
                <ul className="mt-1 flex flex-wrap gap-2 text-sm">
                  {service.accessibilityFeatures.map((feature) => (
                    <li key={feature} className="rounded bg-raised px-2 py-0.5">
                      {humanise(feature)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-2 pt-2">
              <EnquiryButton
                provider={provider}
                kind="booking"
                serviceId={service.id}
                context={service.serviceName}
                className={buttonClass()}
                label={PROVIDER_TEXTS.bookThisService}
              />
              <EnquiryButton
                provider={provider}
                kind="message"
                serviceId={service.id}
                context={service.serviceName}
                className={buttonClass({ variant: "secondary" })}
                label={PROVIDER_TEXTS.askQuestions}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Staff({ provider }: { provider: ProviderDetail }) {
  return (
    <section aria-labelledby="staff-heading">
      <h2 id="staff-heading" className={H2}>
        Staff
      </h2>
      <ul className="mt-3 grid gap-4 lg:grid-cols-2">
        {provider.staff.map((person) => (
          <li key={person.id} className={`${CARD} flex flex-col gap-2`} data-testid="staff">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold">
                {person.firstName} {person.lastName}
              </h3>
              <AvailabilityBadge available={person.isAvailableForBooking} />
            </div>
            <p className="text-muted">{person.position}</p>
            {person.bio ? <p>{person.bio}</p> : null}
            <Facts
              rows={[
                ["Experience", `${person.yearsExperience} years of experience`],
                ["Languages", person.languagesSpoken.join(", ")],
                ["Qualifications", person.qualifications.join(", ")],
                ["Specializations", person.specializations.join(", ")],
              ]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
