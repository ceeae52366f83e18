// The footer's social profiles. Only those the deployment names in SOCIAL_LINKS are shown: an
// icon that led to a network's home page, not to our profile there, would lead nowhere.
export const SOCIAL_NETWORKS = ["facebook", "twitter", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLink = { network: SocialNetwork; href: string };

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  twitter: "Twitter",
  linkedin: "LinkedIn",
};

/** Which network an https address belongs to, by its host (twitter.com or x.com for Twitter). */
export function socialNetworkOf(host: string): SocialNetwork | null {
  const bare = host.toLowerCase().replace(/^(www\.|m\.)/, "");
  if (bare === "facebook.com") return "facebook";
  if (bare === "twitter.com" || bare === "x.com") return "twitter";
  if (bare === "linkedin.com") return "linkedin";
  return null;
}
