// The Campaigns tab and the summary cards (Ads Manager). Filters live in the URL, so the server
// renders the filtered list. Pause/resume and archive are forms posted to /ads: pause and resume
// change the card in place (the list under it is not reloaded), archive takes the card off the list.
import { useEffect, useState } from "react";
import { DialogOpener } from "~/components/forms/DialogOpener";
import { useActionForm } from "~/components/forms/useActionForm";
import { LoadMore } from "~/components/lists/LoadMore";
import { Menu, MenuButton, MenuItem, MenuItems } from "~/components/ui/Menu";
import { useToast } from "~/components/ui/Toast";
import { withQuery } from "~/components/lists/ViewTabs";
import {
  CAMPAIGN_STATUS_FILTER_LABELS,
  CAMPAIGN_STATUS_FILTERS,
  CAMPAIGN_STATUS_LABELS,
  OBJECTIVE_FILTER_LABELS,
  OBJECTIVE_FILTERS,
  OBJECTIVE_LABELS,
} from "~/lib/ads/ads";
import { formatCount, formatPercent, formatUsd, summariseCampaigns } from "~/lib/ads/metrics";
import { shortDate } from "~/lib/format";
import { ADS_TEXTS, ERROR_TITLE } from "~/lib/texts";
import type { CampaignView } from "~/models/campaign.server";
import { buttonClass } from "~/components/ui/Button";
import { FilterForm } from "~/components/lists/FilterForm";
import { Icon } from "~/components/icons";
import { badgeClass, cardClass, type Tone } from "~/components/ui/Card";

const STATUS_OPTIONS = CAMPAIGN_STATUS_FILTERS.map((value) => ({ value, label: CAMPAIGN_STATUS_FILTER_LABELS[value] }));
const OBJECTIVE_OPTIONS = OBJECTIVE_FILTERS.map((value) => ({ value, label: OBJECTIVE_FILTER_LABELS[value] }));

type Filters = { q: string; status: string; objective: string };
type PagedList = {
  items: CampaignView[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => Promise<void>;
  announcement: string;
};

export function SummaryCards({ campaigns }: { campaigns: CampaignView[] }) {
  const s = summariseCampaigns(campaigns);
  const cards = [
    ["total-spent", ADS_TEXTS.totalSpent, formatUsd(s.totalSpent)],
    ["impressions", ADS_TEXTS.impressions, formatCount(s.impressions)],
    ["clicks", ADS_TEXTS.clicks, formatCount(s.clicks)],
    ["avg-ctr", ADS_TEXTS.avgCtr, formatPercent(s.avgCtr)],
    ["avg-cpc", ADS_TEXTS.avgCpc, formatUsd(s.avgCpc)],
  ] as const;
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" className="sr-only">
        Summary of the listed campaigns
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {cards.map(([key, label, value]) => (
          <div key={key} className={cardClass({ padding: "sm" })} data-testid={`summary-${key}`}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function CampaignsTab({
  list,
  filters,
  accountId,
  onEdit,
}: {
  list: PagedList;
  filters: Filters;
  accountId: number;
  onEdit: (campaign: CampaignView) => void;
}) {
  const filtered = filters.q !== "" || filters.status !== "all" || filters.objective !== "all";
  const exportHref = withQuery(
    "/api/campaigns/export",
    { accountId: String(accountId), status: filters.status, objective: filters.objective, q: filters.q },
    { status: "all", objective: "all" },
  );
  return (
    <div className="flex flex-col gap-4">
      {/* Takes focus when an archived campaign's card leaves the list, and shows itself then. */}
      <h2 id="campaigns-heading" tabIndex={-1} className="sr-only focus:not-sr-only focus:text-xl focus:font-bold">
        {ADS_TEXTS.tabs.campaigns}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FilterForm
          label="Filter campaigns"
          className="flex-1"
          searchFirst
          search={{ name: "q", label: "Search campaigns", value: filters.q, placeholder: ADS_TEXTS.searchCampaigns }}
          selects={[
            { name: "status", label: "Status", options: STATUS_OPTIONS, selected: filters.status },
            { name: "objective", label: "Objective", options: OBJECTIVE_OPTIONS, selected: filters.objective },
          ]}
          hidden={{ account: String(accountId) }}
          clearHref={filtered ? `/ads?account=${accountId}` : null}
        />
        <a
          href={exportHref}
          download
          className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}
          data-testid="export-campaigns"
        >
          {ADS_TEXTS.export}
          <span className="sr-only"> the listed campaigns as CSV</span>
        </a>
      </div>

      {list.items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-line p-8 text-center" data-testid="campaigns-empty">
          <p className="text-lg font-semibold">{ADS_TEXTS.noCampaigns}</p>
          <p className="text-muted">{filtered ? ADS_TEXTS.noCampaignsFiltered : ADS_TEXTS.noCampaignsYet}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Campaigns" data-testid="campaign-list">
          {list.items.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} onEdit={() => onEdit(campaign)} />
          ))}
        </ul>
      )}
      <LoadMore list={list} label={ADS_TEXTS.loadMoreCampaigns} failedText={ADS_TEXTS.loadMoreFailed} />
    </div>
  );
}

const STATUS_TONES: Record<CampaignView["status"], Tone> = {
  active: "success",
  paused: "warning",
  completed: "neutral",
  archived: "neutral",
};

const PauseIcon = () => (
  <Icon fill="currentColor" stroke="none">
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </Icon>
);
const PlayIcon = () => (
  <Icon fill="currentColor" stroke="none">
    <path d="M7 4v16l13-8z" />
  </Icon>
);
const EditIcon = () => (
  <Icon>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Icon>
);
const MoreIcon = () => (
  <Icon fill="currentColor" stroke="none">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </Icon>
);

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded border border-line hover:bg-raised disabled:opacity-60";

function CampaignCard({ campaign, onEdit }: { campaign: CampaignView; onEdit: () => void }) {
  const { toast } = useToast();
  // Pause and resume answer in place: the card shows the new status without the list reloading.
  const [status, setStatus] = useState(campaign.status);
  useEffect(() => setStatus(campaign.status), [campaign.status]);
  const c = { ...campaign, status };
  const headingId = `campaign-${c.id}-name`;
  const refused = (failure: { formError: string | null }) => ({
    title: ERROR_TITLE,
    description: failure.formError ?? ADS_TEXTS.saveFailed,
    variant: "destructive" as const,
  });
  // One button that flips between Pause and Resume, so focus stays on it.
  const toggle = useActionForm<{ status: CampaignView["status"] }>({
    intent: status === "active" ? "pause-campaign" : "resume-campaign",
    onSuccess: (result) => {
      setStatus(result.status);
      toast({
        title: result.status === "active" ? ADS_TEXTS.campaignResumed(c.name) : ADS_TEXTS.campaignPaused(c.name),
      });
    },
    failureToast: refused,
  });
  // The card leaves the list: focus goes to the list's heading, not to <body>.
  const archive = useActionForm({
    intent: "archive-campaign",
    onSuccess: () => toast({ title: ADS_TEXTS.campaignArchived(c.name) }),
    focusAfterSuccess: () => "campaigns-heading",
    failureToast: refused,
  });

  const live = c.status === "active" || c.status === "paused";
  const figures = [
    [ADS_TEXTS.budget, formatUsd(c.budget)],
    [ADS_TEXTS.spent, formatUsd(c.spentAmount)],
    [ADS_TEXTS.impressions, formatCount(c.impressions)],
    [ADS_TEXTS.clicks, formatCount(c.clicks)],
    [ADS_TEXTS.ctr, formatPercent(c.ctr)],
    [ADS_TEXTS.cpc, formatUsd(c.cpc)],
  ] as const;
  return (
    <li
      id={`campaign-${c.id}`}
      className={cardClass()}
      aria-labelledby={headingId}
      data-testid="campaign-card"
      data-campaign-id={c.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-bold">
            {c.name}
          </h3>
          <p className="text-sm text-muted">
            {OBJECTIVE_LABELS[c.objective]} ·{" "}
            <span data-testid="campaign-dates">{`${shortDate(c.startDate)} - ${c.endDate ? shortDate(c.endDate) : ADS_TEXTS.ongoing}`}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className={badgeClass(STATUS_TONES[c.status])} data-testid="campaign-status">
            {CAMPAIGN_STATUS_LABELS[c.status]}
          </span>
          {live ? (
            <form {...toggle.formProps} className="contents">
              <input {...toggle.intentProps} />
              <input type="hidden" name="campaignId" value={c.id} />
              {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-request. */}
              <button
                type="submit"
                id={`campaign-status-${c.id}`}
                className={iconButton}
                aria-disabled={toggle.busy || undefined}
                data-testid="pause-resume"
              >
                {c.status === "active" ? <PauseIcon /> : <PlayIcon />}
                <span className="sr-only">{`${c.status === "active" ? "Pause" : "Resume"} ${c.name}`}</span>
              </button>
            </form>
          ) : null}
          {c.status !== "archived" ? (
            <DialogOpener name="edit-campaign" params={{ campaign: c.id }} className={iconButton} onOpen={onEdit}>
              <EditIcon />
              <span className="sr-only">{`Edit ${c.name}`}</span>
            </DialogOpener>
          ) : null}
          {c.status !== "archived" ? (
            <Menu>
              <MenuButton className={iconButton}>
                <MoreIcon />
                <span className="sr-only">{`More actions for ${c.name}`}</span>
              </MenuButton>
              <MenuItems className="z-40 mt-1 rounded border border-line bg-canvas p-1 text-fg shadow-lg focus:outline-none">
                <MenuItem>
                  <button
                    type="button"
                    className="block min-h-10 w-full whitespace-nowrap rounded px-3 text-left hover:bg-raised focus:bg-raised"
                    // The menu closes (and its items leave the page) as this is chosen: the form is outside it.
                    onClick={() => archive.formProps.ref.current?.requestSubmit()}
                  >
                    Archive campaign
                  </button>
                </MenuItem>
              </MenuItems>
            </Menu>
          ) : null}
          {c.status !== "archived" ? (
            <form {...archive.formProps} hidden>
              <input {...archive.intentProps} />
              <input type="hidden" name="campaignId" value={c.id} />
            </form>
          ) : null}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold" data-testid={`campaign-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
