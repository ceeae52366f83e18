// Ads Manager (Ads Manager, Analytics, Usage panel, Creative Library, Audience Manager, Premium
// gate). The account, the open tab and every filter live in the
// URL, so the loader renders them from one D1 batch; switching tab is a navigation.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { CampaignsTab, SummaryCards } from "~/components/ads/CampaignsTab";
import { AnalyticsTab, AudienceManager, CampaignDialog, CreativeLibrary } from "~/components/ads/lazy";
import "~/components/ads/opening-tab.client";
import { UsagePanel } from "~/components/ads/UsagePanel";
import { DialogOpener, useDialogParam } from "~/components/forms/DialogOpener";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { useCursorList } from "~/components/lists/useCursorList";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { can, requireUser } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { adsForms } from "~/server/forms/ads.server";
import { ADS_TEXTS } from "~/lib/texts";
import { parseQuery } from "~/server/validate.server";
import { ADS_TABS, adsTabOf, type AdsTab } from "~/lib/ads/ads";
import { adsPageQuery, loadAdsPage } from "~/models/ads-page.server";
import type { CampaignView } from "~/models/campaign.server";
import { Button, buttonClass } from "~/components/ui/Button";
import { Select } from "~/components/ui/Field";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle(ADS_TEXTS.title) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context.db, request);
  // A member becomes an advertiser by opening an ad account: that is offered, not a 403.
  if (!can(user, "ads:manage")) throw redirect("/ads/new");
  const query = parseQuery(adsPageQuery, request);
  return { query, ...(await loadAdsPage(context.db, { userId: user.id, query })) };
}

/** The page's forms (the dialogs, a campaign's status, Bulk Upload): the same rules as their /api routes. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, adsForms({ ...context, request }));
}

// A campaign's pause or resume shows on its card: the list (and its appended pages) stays as it is.
export const shouldRevalidate = skipRevalidationFor();

const TAB_LABELS: Record<AdsTab, string> = ADS_TEXTS.tabs;

type DialogState = { kind: "create"; creativeId?: number } | { kind: "edit"; campaign: CampaignView } | null;

export default function AdsPage() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const { query, account } = data;
  // Without script, ?dialog=campaign (or edit-campaign&campaign=<id>) draws the form in place;
  // with script the same address opens the dialog.
  const createFallback = useDialogParam("campaign");
  const editFallback = useDialogParam("edit-campaign");
  const [dialog, setDialog] = useState<DialogState>(() => {
    const editing = data.campaigns.items.find((c) => String(c.id) === editFallback?.get("campaign"));
    if (editing) return { kind: "edit", campaign: editing };
    const creativeId = Number(createFallback?.get("creativeId")) || undefined;
    return createFallback ? { kind: "create", creativeId } : null;
  });
  const campaigns = useCursorList(data.campaigns, "/api/campaigns", {
    accountId: account ? String(account.id) : undefined,
    status: query.status,
    objective: query.objective,
    q: query.q || undefined,
  });
  const pendingTab =
    navigation.state === "loading" && navigation.location.pathname === "/ads"
      ? tabOf(navigation.location.search)
      : null;
  const shownTab = pendingTab ?? query.tab;

  const selectTab = (index: number) => {
    const params = new URLSearchParams(location.search);
    params.set("tab", ADS_TABS[index] ?? "campaigns");
    navigate(`/ads?${params}`, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">{ADS_TEXTS.title}</h1>
        <div className="flex flex-wrap items-end gap-3">
          {data.accounts.length ? (
            <Form method="get" className="flex flex-wrap items-end gap-2">
              <div className="flex flex-col gap-1">
                <label htmlFor="ad-account" className="text-sm font-medium">
                  {ADS_TEXTS.accountLabel}
                </label>
                <Select id="ad-account" name="account" defaultValue={account?.id} key={account?.id}>
                  {data.accounts.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.accountName}
                    </option>
                  ))}
                </Select>
              </div>
              <input type="hidden" name="tab" value={query.tab} />
              <Button type="submit" variant="secondary">
                {ADS_TEXTS.switchAccount}
              </Button>
            </Form>
          ) : null}
          {account ? (
            <DialogOpener
              name="campaign"
              onOpen={() => setDialog({ kind: "create" })}
              className={buttonClass({ className: "inline-flex items-center" })}
            >
              {ADS_TEXTS.createCampaign}
            </DialogOpener>
          ) : null}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_min(20rem,35%)]">
        <div className="flex min-w-0 flex-col gap-6">
          {account ? (
            <>
              <SummaryCards campaigns={campaigns.items} />
              <TabGroup selectedIndex={ADS_TABS.indexOf(shownTab)} onChange={selectTab} manual>
                <TabList aria-label="Ads Manager sections">
                  {ADS_TABS.map((tab) => (
                    <Tab key={tab}>{TAB_LABELS[tab]}</Tab>
                  ))}
                </TabList>
                <TabPanels className="mt-4">
                  {ADS_TABS.map((tab) => (
                    <TabPanel key={tab}>
                      {/* Only a change of tab empties the panel: a filter keeps its form, and focus, in place. */}
                      {tab !== query.tab || (pendingTab !== null && pendingTab !== query.tab) ? (
                        <p role="status">Loading {TAB_LABELS[tab].toLowerCase()}...</p>
                      ) : tab === "campaigns" ? (
                        <CampaignsTab
                          list={campaigns}
                          filters={query}
                          accountId={account.id}
                          onEdit={(campaign) => setDialog({ kind: "edit", campaign })}
                        />
                      ) : tab === "analytics" && data.analytics ? (
                        <AnalyticsTab
                          data={data.analytics}
                          accountId={account.id}
                          currentPlan={data.plan.name}
                          customRangeInvalid={data.customRangeInvalid}
                        />
                      ) : tab === "creatives" && data.creatives ? (
                        <CreativeLibrary
                          first={data.creatives}
                          accountId={account.id}
                          filters={{ type: query.ctype, q: query.cq }}
                          onUseInAd={(creativeId) => setDialog({ kind: "create", creativeId })}
                        />
                      ) : tab === "audiences" && data.audiences ? (
                        <AudienceManager
                          first={data.audiences}
                          accountId={account.id}
                          filters={{ type: query.atype, status: query.astatus, q: query.aq }}
                        />
                      ) : null}
                    </TabPanel>
                  ))}
                </TabPanels>
              </TabGroup>
            </>
          ) : (
            <p className="rounded-lg border border-dashed border-line p-8 text-center">
              {data.accounts.length ? `Ad account ${query.account} not found.` : ADS_TEXTS.noAccounts}
            </p>
          )}
        </div>
        <UsagePanel usage={data.usage} periodEnd={data.periodEnd} />
      </div>

      {dialog && account ? (
        <CampaignDialog
          accountId={account.id}
          today={data.today}
          audiences={data.options.audiences}
          creatives={data.options.creatives}
          campaign={dialog.kind === "edit" ? dialog.campaign : undefined}
          initialCreativeId={dialog.kind === "create" ? dialog.creativeId : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

function tabOf(search: string): AdsTab {
  return adsTabOf(new URLSearchParams(search).get("tab"));
}
