// The Ads Manager's tabs other than Campaigns, and the campaign form, load when opened: the
// campaigns list is what most visits see, and the chart, the CSV import and the forms' zod
// schemas would otherwise more than double the page's script.
import { lazyNamed } from "~/components/lazyNamed";
import { ADS_TEXTS } from "~/lib/texts";

const loading = (label: string) => <p role="status">Loading {label.toLowerCase()}...</p>;

export const AnalyticsTab = lazyNamed(
  () => import("./AnalyticsTab"),
  "AnalyticsTab",
  loading(ADS_TEXTS.tabs.analytics),
);
export const CreativeLibrary = lazyNamed(
  () => import("./CreativeLibrary"),
  "CreativeLibrary",
  loading(ADS_TEXTS.tabs.creatives),
);
export const AudienceManager = lazyNamed(
  () => import("./AudienceManager"),
  "AudienceManager",
  loading(ADS_TEXTS.tabs.audiences),
);
export const CampaignDialog = lazyNamed(() => import("./CampaignDialog"), "CampaignDialog");
