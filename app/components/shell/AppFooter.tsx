import { Link } from "@remix-run/react";
import { FacebookIcon, LinkedInIcon, TwitterIcon } from "~/components/icons";
import { TEXTS } from "~/lib/texts/shell";
import { useLongForm } from "~/components/accessibility/Verbose";
import { SITE_NAME } from "~/lib/site";
import { CONTENT_PAGES } from "~/lib/content-pages";
import { SOCIAL_LABELS, type SocialLink } from "~/lib/social";

// The spec's two columns, each link a real page: the content pages are Markdown (app/content),
// "Report Content" is the Safety Center's part on reporting.
const COLUMNS = [
  {
    heading: "Community",
    links: [
      CONTENT_PAGES.guidelines,
      CONTENT_PAGES.safety,
      { label: "Report Content", path: "/safety#report" },
      CONTENT_PAGES.faq,
    ],
  },
  {
    heading: "Support",
    links: [
      CONTENT_PAGES["accessibility-statement"],
      { label: "Contact Support", path: "/support" },
      CONTENT_PAGES.privacy,
      CONTENT_PAGES.terms,
    ],
  },
];
const ICONS = { facebook: FacebookIcon, twitter: TwitterIcon, linkedin: LinkedInIcon };

/** `socialLinks`: only the profiles SOCIAL_LINKS configures; with none, no social list at all. */
export function AppFooter({ socialLinks }: { socialLinks: SocialLink[] }) {
  const longForm = useLongForm();
  return (
    <footer className="render-later mt-12 border-t border-line bg-surface text-fg">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-8 md:grid-cols-3">
        <div>
          <p className="font-semibold">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-muted">{TEXTS.footerAbout}</p>
          {socialLinks.length > 0 ? (
            <ul className="cluster mt-4 flex gap-2" aria-label="Social media">
              {socialLinks.map(({ network, href }) => {
                const label = SOCIAL_LABELS[network];
                const Icon = ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={href}
                      rel="noopener noreferrer"
                      aria-label={longForm(label, `${label} (external site, opens in this tab)`)}
                      className="inline-flex h-10 w-10 items-center justify-center rounded border border-line"
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
            <h2 id={`footer-${column.heading}`} className="font-semibold">
              {column.heading}
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.path} className="inline-flex min-h-6 items-center underline underline-offset-2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-sm text-muted">{TEXTS.copyright}</p>
    </footer>
  );
}
