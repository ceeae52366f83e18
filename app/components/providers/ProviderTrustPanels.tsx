// The provider profile tabs on trust: Reviews and Compliance.
import { shortDate } from "~/lib/format";
import { formatWholeAud, longDate, REGISTRATION_GROUP_NAMES, STAR_DISTRIBUTION } from "~/lib/providers";
import { PROVIDER_TEXTS } from "~/lib/texts";
import type { ProviderDetail } from "~/models/provider.server";
import { CompliantBadge, RegistrationStatusBadge, VerifiedBadge } from "./ProviderBadges";
import { Stars } from "./Stars";
import { CARD, Facts, H2 } from "./ProviderPanelParts";

export function Reviews({ provider }: { provider: ProviderDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[min(18rem,35%)_1fr]">
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

export function Compliance({ provider }: { provider: ProviderDetail }) {
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
