// The profile's five tabs. Tabs (ui/Tabs): arrow keys move between tabs, Tab moves into the panel;
// only the chosen panel is in the page.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { PROVIDER_TEXTS } from "~/lib/texts";
import type { ProviderDetail } from "~/models/provider.server";
import { Overview, Services, Staff } from "./ProviderAboutPanels";
import { Compliance, Reviews } from "./ProviderTrustPanels";

const PANELS = [Overview, Services, Staff, Reviews, Compliance];

export function ProviderTabs({ provider }: { provider: ProviderDetail }) {
  return (
    <TabGroup>
      <TabList aria-label="Provider details">
        {PROVIDER_TEXTS.tabs.map((tab) => (
          <Tab key={tab}>{tab}</Tab>
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
