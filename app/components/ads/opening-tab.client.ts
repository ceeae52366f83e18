// Browser only (Remix leaves .client modules out of the server build). When /ads opens on a
// lazily loaded tab, the server has already rendered it, and its buttons would do nothing until
// its code arrived. The browser evaluates route modules, and so this one, before it hydrates:
// waiting here makes the tab work from the moment the rest of the page does.
import { adsTabOf } from "~/lib/ads/ads";
import { AnalyticsTab, AudienceManager, CreativeLibrary } from "./lazy";

const opening = { analytics: AnalyticsTab, creatives: CreativeLibrary, audiences: AudienceManager, campaigns: null }[
  adsTabOf(new URLSearchParams(window.location.search).get("tab"))
];
// If it fails (offline), hydrate anyway: the tab shows its loading text and tries again.
await opening?.preload().catch(() => undefined);
