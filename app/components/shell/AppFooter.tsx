import { FacebookIcon, LinkedInIcon, TwitterIcon } from "~/components/icons";
import { TEXTS } from "~/lib/texts/shell";
import { useLongForm } from "~/components/accessibility/Verbose";
import { SITE_NAME } from "~/lib/site";

// The spec lists these as placeholders: they are shown, honestly marked, not linked nowhere.
const COLUMNS = [
  { heading: "Community", items: ["Community Guidelines", "Safety Center", "Report Content", "FAQ"] },
  { heading: "Support", items: ["Accessibility Statement", "Contact Support", "Privacy Policy", "Terms of Service"] },
];
const SOCIAL = [
  { label: "Facebook", href: "https://www.facebook.com", Icon: FacebookIcon },
  { label: "Twitter", href: "https://twitter.com", Icon: TwitterIcon },
  { label: "LinkedIn", href: "https://www.linkedin.com", Icon: LinkedInIcon },
];

export function AppFooter() {
  const longForm = useLongForm();
  return (
    <footer className="render-later mt-12 border-t border-line bg-surface text-fg">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-8 md:grid-cols-3">
        <div>
          <p className="font-semibold">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-muted">{TEXTS.footerAbout}</p>
          <ul className="cluster mt-4 flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  aria-label={longForm(label, `${label} (external site, opens in this tab)`)}
                  className="inline-flex h-10 w-10 items-center justify-center rounded border border-line"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <section key={column.heading} aria-labelledby={`footer-${column.heading}`}>
            <h2 id={`footer-${column.heading}`} className="font-semibold">
              {column.heading}
            </h2>
            <ul className="mt-2 space-y-1 text-sm text-muted">
              {column.items.map((item) => (
                <li key={item}>
                  {item} <span className="text-xs">(coming soon)</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-sm text-muted">{TEXTS.copyright}</p>
    </footer>
  );
}
