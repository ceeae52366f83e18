// SOCIAL_LINKS: the profile addresses the footer links to, comma-separated, such as
// "https://www.facebook.com/wattle,https://www.linkedin.com/company/wattle" (docs/deploying.md).
// The network is read from each address's host. An address that is not https, or not on a known
// network, is left out and logged: a wrong setting costs an icon, never the page.
import { z } from "zod";
import { SOCIAL_NETWORKS, socialNetworkOf, type SocialLink } from "~/lib/social";

const profileSchema = z.url({ protocol: /^https$/, error: "must be an https address" }).transform((href, context) => {
  const network = socialNetworkOf(new URL(href).hostname);
  if (network === null) {
    context.addIssue({ code: "custom", message: `is not on ${SOCIAL_NETWORKS.join(", ")}` });
    return z.NEVER;
  }
  return { network, href } satisfies SocialLink;
});

const parsed = new Map<string, SocialLink[]>();

/** The configured profiles, in the footer's order (one per network, the first given). */
export function socialLinks(setting: string | undefined): SocialLink[] {
  const value = setting?.trim() ?? "";
  const cached = parsed.get(value);
  if (cached) return cached;
  const links = new Map<string, SocialLink>();
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const result = profileSchema.safeParse(entry);
    if (!result.success) console.error(`SOCIAL_LINKS: left out "${entry}": ${result.error.issues[0]?.message}`);
    else if (!links.has(result.data.network)) links.set(result.data.network, result.data);
  }
  const ordered = SOCIAL_NETWORKS.flatMap((network) => links.get(network) ?? []);
  parsed.set(value, ordered);
  return ordered;
}
