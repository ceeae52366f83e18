// Top navigation, in the spec's order. Moderation and Ads show to everyone.
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
  { to: "/moderation", label: "Moderation" },
] as const;
