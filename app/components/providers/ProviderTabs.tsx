// The profile's five tabs (spec doc 2, Provider detail). Tabs (ui/Tabs): arrow keys move
// between tabs, Tab moves into the panel; only the chosen panel is in the page.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { humanise, shortDate } from "~/lib/format";
import {
  deliveryModeText,
  formatWholeAud,
  hoursText,
  longDate,
  rateText,
  REGISTRATION_GROUP_NAMES,
  STAR_DISTRIBUTION,
  transportText,
} from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { WEEKDAYS } from "~/lib/vocab";
import type { ProviderDetail } from "~/models/provider.server";
import {
  AvailabilityBadge,
  CompliantBadge,
  RegistrationStatusBadge,
  ServiceTypeBadge,
  VerifiedBadge,
} from "./ProviderBadges";
import { Stars } from "./Stars";
import { EnquiryButton } from "./EnquiryDialog";

const H2 = "text-xl font-semibold";
const CARD = "rounded-lg border border-line bg-surface p-4";

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Overview({ provider }: { provider: ProviderDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="hours-heading" className={CARD}>
        <h2 id="hours-heading" className={H2}>
          Business hours
        </h2>
        <table className="mt-2 w-full text-left" data-testid="business-hours">
          <caption className="sr-only">Opening hours by day, in {provider.location.split(" ")[0]} time</caption>
          <tbody>
            {WEEKDAYS.map((day) => {
              const hours = provider.businessHours[day] ?? null;
              const today = day === provider.openToday.weekday;
              return (
                <tr key={day} className={today ? "font-semibold" : undefined}>
                  <th scope="row" className="py-1 pr-4 font-medium">
                    {humanise(day)}
                    {today ? " (today)" : ""}
                  </th>
                  <td className="py-1">{hours ? hoursText(hours) : PROVIDER_TEXTS.closed}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
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

function Services({ provider }: { provider: ProviderDetail }) {
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
                className="min-h-10 rounded bg-accent px-4 font-semibold text-accent-fg"
                label={PROVIDER_TEXTS.bookThisService}
              />
              <EnquiryButton
                provider={provider}
                kind="message"
                serviceId={service.id}
                context={service.serviceName}
                className="min-h-10 rounded border border-line bg-canvas px-4 font-semibold text-fg hover:bg-raised"
                label={PROVIDER_TEXTS.askQuestions}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Staff({ provider }: { provider: ProviderDetail }) {
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

function Reviews({ provider }: { provider: ProviderDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <section aria-labelledby="rating-heading" className={CARD}>
        <h2 id="rating-heading" className={H2}>
          Rating
        </h2>
        <p className="mt-2 text-4xl font-bold" aria-hidden="true">
          {provider.averageRating === null ? "–" : provider.averageRating.toFixed(1)}
        </p>
        <Stars rating={provider.averageRating} size={20} showText />
        <p className="text-sm text-muted">
          Based on {provider.reviewCount === 1 ? "1 review" : `${provider.reviewCount} reviews`}
        </p>
        <h3 className="mt-4 font-semibold">Star distribution</h3>
        <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="star-distribution">
          {STAR_DISTRIBUTION.map(({ stars, percent }) => (
            <li key={stars} className="grid grid-cols-[4rem_1fr_2.5rem] items-center gap-2">
              <span>{stars === 1 ? "1 star" : `${stars} stars`}</span>
              <span className="h-2 overflow-hidden rounded bg-raised" aria-hidden="true">
                <span className="block h-full bg-fg" style={{ width: `${percent}%` }} />
              </span>
              <span className="text-right">{percent}%</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className={H2}>
          Reviews
        </h2>
        {provider.reviews.length === 0 ? <p className="mt-3">{PROVIDER_TEXTS.noReviews}</p> : null}
        <ul className="mt-3 flex flex-col gap-4">
          {provider.reviews.map((review) => (
            <li key={review.id} className={`${CARD} flex flex-col gap-2`} data-testid="review">
              <div className="flex flex-wrap items-center gap-2">
                <Stars rating={review.rating} />
                {review.isVerified ? <VerifiedBadge /> : null}
                <span className="text-sm text-muted">{shortDate(review.createdAt)}</span>
              </div>
              <h3 className="font-semibold">{review.reviewTitle}</h3>
              <p>{review.reviewText}</p>
              {review.providerResponse ? (
                <div className="rounded border-l-4 border-accent bg-canvas p-3" data-testid="provider-response">
                  <p className="text-sm font-semibold">
                    Response from {provider.businessName}
                    {review.providerResponseDate ? (
                      <span className="font-normal text-muted"> · {shortDate(review.providerResponseDate)}</span>
                    ) : null}
                  </p>
                  <p className="mt-1">{review.providerResponse}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Compliance({ provider }: { provider: ProviderDetail }) {
  const date = (value: string | null) => (value ? longDate(value) : "Not recorded");
  const cover = (amount: number | null) => (amount === null ? "Not recorded" : formatWholeAud(amount));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="registration-heading" className={CARD}>
        <h2 id="registration-heading" className={`${H2} mb-2`}>
          Registration
        </h2>
        <Facts
          rows={[
            ["Status", <RegistrationStatusBadge key="s" status={provider.registrationStatus} />],
            ["Expiry", date(provider.registrationExpiry)],
            ["Last audit", date(provider.lastAuditDate)],
            ["Next audit due", date(provider.nextAuditDue)],
          ]}
        />
        <h3 className="mt-4 font-semibold">Registration groups</h3>
        <ul className="mt-1 flex flex-col gap-1" data-testid="registration-groups">
          {provider.registrationGroups.map((code) => (
            <li key={code}>
              {code} {REGISTRATION_GROUP_NAMES[code] ?? ""}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="insurance-heading" className={CARD}>
        <h2 id="insurance-heading" className={H2}>
          Insurance
        </h2>
        <h3 className="mt-2 font-semibold">Public liability</h3>
        <Facts
          rows={[
            ["Insurer", provider.publicLiabilityInsurer ?? "Not recorded"],
            ["Coverage", cover(provider.publicLiabilityAmount)],
            ["Expiry", date(provider.publicLiabilityExpiry)],
          ]}
        />
        <h3 className="mt-4 font-semibold">Professional indemnity</h3>
        <Facts
          rows={[
            ["Insurer", provider.professionalIndemnityInsurer ?? "Not recorded"],
            ["Coverage", cover(provider.professionalIndemnityAmount)],
            ["Expiry", date(provider.professionalIndemnityExpiry)],
          ]}
        />
      </section>
      <section aria-labelledby="standards-heading" className={`${CARD} lg:col-span-2`}>
        <h2 id="standards-heading" className={H2}>
          Practice standards
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-3">
          <span className="text-lg font-semibold">Compliance score: {provider.complianceScore}%</span>
          <CompliantBadge compliant={provider.practiceStandardsCompliant} />
        </p>
      </section>
    </div>
  );
}

const PANELS = [Overview, Services, Staff, Reviews, Compliance];

export function ProviderTabs({ provider }: { provider: ProviderDetail }) {
  return (
    <TabGroup>
      <TabList className="flex flex-wrap gap-1 border-b border-line" aria-label="Provider details">
        {PROVIDER_TEXTS.tabs.map((tab) => (
          <Tab
            key={tab}
            className="min-h-10 rounded-t px-4 font-medium underline-offset-4 hover:bg-raised data-[selected]:bg-accent data-[selected]:text-accent-fg data-[selected]:underline"
          >
            {tab}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {PANELS.map((Panel, i) => (
          <TabPanel
            key={PROVIDER_TEXTS.tabs[i]}
            className="focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
          >
            <Panel provider={provider} />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
