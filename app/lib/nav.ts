// Top navigation, in the spec's order. Ads Manager shows to everyone, since anyone
// becomes an advertiser by opening an account there; Moderation only to moderators.
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/blogs", label: "Blogs" },
  { to: "/forums", label: "Forums" },
  { to: "/support-groups", label: "Support Groups" },
  { to: "/resources", label: "Resources" },
  { to: "/events", label: "Events" },
  { to: "/connections", label: "Connections" },
  { to: "/arcade", label: "Arcade" },
  { to: "/messages", label: "Messages" },
  { to: "/ads", label: "Ads Manager" },
  { to: "/pricing", label: "Pricing" },
  { to: "/ndis-providers", label: "NDIS Providers" },
  { to: "/moderation", label: "Moderation", moderatorsOnly: true },
] as const;
