// The moderation dashboard. The open tab, the queue's filters and the opened report live in the
// URL, so the loader renders them in one D1 round trip; switching tab or filter is a navigation,
// during which the tab shows its loading text. Its forms (Take Report, the four actions, a flag's
// review, a support request's reply, note, close and reopen) post to this page's action, so they
// work before the JavaScript loads.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { z } from "zod";
import { skipRevalidationFor } from "~/components/forms/useActionForm";
import { ActionsList } from "~/components/moderation/ActionsList";
import { AppealsQueue } from "~/components/appeals/AppealsQueue";
import { FlagsList } from "~/components/moderation/FlagsList";
import { ReportsQueue } from "~/components/moderation/ReportsQueue";
import { NotFound } from "~/components/NotFound";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { requireUser } from "~/server/auth.server";
import {
  MODERATION_PAGE_SIZE,
  REPORT_PRIORITY_FILTERS,
  REPORT_STATUS_FILTERS,
  SEARCH_MAX,
  toReportFilters,
} from "~/lib/moderation";
import { MODERATION_TEXTS } from "~/lib/texts";
import { APPEAL_TEXTS } from "~/lib/texts/appeals";
import { idString } from "~/lib/schemas";
import { formAction } from "~/server/form.server";
import { moderationForms } from "~/server/forms/moderation.server";
import { supportModerationForms } from "~/server/forms/support.server";
import { SupportQueue } from "~/components/moderation/SupportQueue";
import { SUPPORT_TEXTS } from "~/lib/texts/support";
import { appealDecisionForms } from "~/server/forms/appeals.server";
import { parseQuery } from "~/server/validate.server";
import { loadModerationPage } from "~/models/moderation-page.server";
import { cardClass } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: pageTitle(MODERATION_TEXTS.title) }];

const TABS = ["reports", "actions", "flags", "appeals", "support"] as const;
type TabKey = (typeof TABS)[number];
const TAB_LABELS: Record<TabKey, string> = {
  reports: MODERATION_TEXTS.reportsTab,
  actions: MODERATION_TEXTS.actionsTab,
  flags: MODERATION_TEXTS.flagsTab,
  appeals: APPEAL_TEXTS.appealsTab,
  support: SUPPORT_TEXTS.tab,
};

// A page never answers 400: a value it does not know falls back to the default view.
const pageQuery = z.object({
  tab: z.enum(TABS).catch("reports").default("reports"),
  status: z.enum(REPORT_STATUS_FILTERS).catch("all").default("all"),
  priority: z.enum(REPORT_PRIORITY_FILTERS).catch("all").default("all"),
  q: z.string().max(SEARCH_MAX).catch("").default(""),
  report: idString.optional().catch(undefined),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const moderator = await requireUser(context.db, request, { permission: "moderate:reports" });
  const query = parseQuery(pageQuery, request);
  const now = new Date();
  // One round trip: the four counters and the open tab's first page.
  const page = await loadModerationPage(context.db, {
    tab: query.tab,
    filters: toReportFilters(query),
    now,
    limit: MODERATION_PAGE_SIZE,
    reportId: query.report,
  });
  return {
    now: now.getTime(),
    viewerId: moderator.id,
    filters: { status: query.status, priority: query.priority, q: query.q },
    ...page,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const call = { ...context, request };
  return formAction(request, {
    ...moderationForms(call),
    ...supportModerationForms(call),
    ...appealDecisionForms(call),
  });
}

// The bell's in-place buttons leave the queue, its appended pages and the focus as they are.
export const shouldRevalidate = skipRevalidationFor();

export default function ModerationPage() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const pendingTab =
    navigation.state === "loading" && navigation.location.pathname === "/moderation"
      ? tabOf(navigation.location.search)
      : null;
  const shownTab = pendingTab ?? data.tab;
  // Loading: a navigation is on its way to this page (another tab, other filters).
  const loading = pendingTab !== null;

  const selectTab = (index: number) => {
    const tab = TABS[index] ?? "reports";
    const params = new URLSearchParams(location.search);
    params.set("tab", tab);
    navigate(`/moderation?${params}`, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{MODERATION_TEXTS.title}</h1>
      <Counters counters={data.counters} />
      <TabGroup selectedIndex={TABS.indexOf(shownTab)} onChange={selectTab} manual>
        <TabList aria-label="Moderation sections">
          {TABS.map((tab) => (
            <Tab key={tab}>{TAB_LABELS[tab]}</Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          {TABS.map((tab) => (
            <TabPanel key={tab}>
              {tab !== data.tab ? (
                <p role="status">{LOADING[tab]}</p>
              ) : data.tab === "reports" ? (
                <ReportsQueue page={data.page} filters={data.filters} loading={loading} opened={data.opened} />
              ) : data.tab === "actions" ? (
                <ActionsList page={data.page} now={data.now} loading={loading} />
              ) : data.tab === "support" ? (
                <SupportQueue page={data.page} loading={loading} />
              ) : data.tab === "appeals" ? (
                <AppealsQueue appeals={data.appeals} viewerId={data.viewerId} now={data.now} loading={loading} />
              ) : (
                <FlagsList page={data.page} loading={loading} />
              )}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}

const LOADING: Record<TabKey, string> = {
  reports: MODERATION_TEXTS.loadingReports,
  actions: MODERATION_TEXTS.loadingActions,
  flags: MODERATION_TEXTS.loadingFlags,
  appeals: APPEAL_TEXTS.loadingAppeals,
  support: SUPPORT_TEXTS.loading,
};

function tabOf(search: string): TabKey {
  const tab = new URLSearchParams(search).get("tab");
  return TABS.find((value) => value === tab) ?? "reports";
}

function Counters({ counters }: { counters: ReturnType<typeof useLoaderData<typeof loader>>["counters"] }) {
  const items = [
    ["pending", MODERATION_TEXTS.pendingReports, counters.pending],
    ["reviewing", MODERATION_TEXTS.underReview, counters.reviewing],
    ["flags", MODERATION_TEXTS.contentFlags, counters.flags],
    ["resolved-today", MODERATION_TEXTS.resolvedToday, counters.resolvedToday],
  ] as const;
  return (
    <section aria-labelledby="counters-heading">
      <h2 id="counters-heading" className="sr-only">
        Overview
      </h2>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,10rem),1fr))] gap-3">
        {items.map(([key, label, value]) => (
          <div key={key} className={cardClass({ className: "flex flex-col-reverse" })}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-3xl font-bold" data-testid={`counter-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <NotFound title={MODERATION_TEXTS.moderatorsOnly} message={MODERATION_TEXTS.moderatorsOnlyMessage} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <NotFound title="Something went wrong" message="Please try again in a moment." />;
}
