// The Analytics tab: a working date-range selector (in the URL, rendered by the server), eight
// metric cards with their change, and the inner tabs.
import { Form } from "@remix-run/react";
import { useId, useState } from "react";
import { FeatureGate } from "~/components/FeatureGate";
import { withQuery } from "~/components/lists/ViewTabs";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { DATE_RANGE_LABELS, DATE_RANGES, type DateRangeChoice } from "~/lib/ads/ads";
import {
  describeChange,
  formatCount,
  formatPercent,
  formatUsd,
  OVERVIEW_METRICS,
  type OverviewMetric,
} from "~/lib/ads/metrics";
import type { PlanName } from "~/lib/billing/billing";
import { ADVANCED_ANALYTICS_PLAN } from "~/lib/billing/feature-gate";
import { humanise, shortDate } from "~/lib/format";
import { ADS_TEXTS } from "~/lib/texts";
import type { AnalyticsSnapshot } from "~/models/analytics.server";
import { LineChart } from "./LineChart";
import { Button, buttonClass } from "~/components/ui/Button";
import { Input, Select } from "~/components/ui/Field";
import { cardClass } from "~/components/ui/Card";

const FORMAT: Record<OverviewMetric, (v: number) => string> = {
  spend: (v) => formatUsd(v),
  impressions: formatCount,
  clicks: formatCount,
  conversions: formatCount,
  ctr: formatPercent,
  cpc: (v) => formatUsd(v),
  cpa: (v) => formatUsd(v),
  roas: (v) => `${v.toFixed(2)}x`,
};

const TREND_METRICS = ["spend", "impressions", "clicks", "conversions"] as const;
type TrendMetric = (typeof TREND_METRICS)[number];

export function AnalyticsTab({
  data,
  accountId,
  currentPlan,
  customRangeInvalid,
}: {
  data: AnalyticsSnapshot;
  accountId: number;
  currentPlan: PlanName;
  customRangeInvalid: boolean;
}) {
  const id = useId();
  const [choice, setChoice] = useState<DateRangeChoice>(data.range.choice);
  const exportHref = withQuery("/api/analytics/export", {
    accountId: String(accountId),
    range: data.range.choice,
    from: data.range.choice === "custom" ? data.range.from : undefined,
    to: data.range.choice === "custom" ? data.range.to : undefined,
  });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold">{ADS_TEXTS.analyticsTitle}</h2>
          <p className="text-muted">{ADS_TEXTS.analyticsSubtitle}</p>
        </div>
        <a
          href={exportHref}
          download
          className={buttonClass({ variant: "secondary", className: "inline-flex items-center" })}
        >
          {ADS_TEXTS.exportReport}
          <span className="sr-only"> as CSV</span>
        </a>
      </div>

      <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3" aria-label="Analytics period">
        <input type="hidden" name="account" value={accountId} />
        <input type="hidden" name="tab" value="analytics" />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-range`} className="text-sm font-medium">
            Date range
          </label>
          <Select
            id={`${id}-range`}
            name="range"
            value={choice}
            onChange={(e) => setChoice(DATE_RANGES.find((r) => r === e.target.value) ?? "30")}
          >
            {DATE_RANGES.map((value) => (
              <option key={value} value={value}>
                {DATE_RANGE_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        {choice === "custom" ? (
          <>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-from`} className="text-sm font-medium">
                From
              </label>
              <Input id={`${id}-from`} type="date" name="from" required defaultValue={data.range.from} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-to`} className="text-sm font-medium">
                To
              </label>
              <Input id={`${id}-to`} type="date" name="to" required defaultValue={data.range.to} />
            </div>
          </>
        ) : null}
        <Button type="submit">Apply</Button>
      </Form>
      <p className="text-sm text-muted" data-testid="range-shown" role="status">
        {customRangeInvalid
          ? "That custom range is not valid (from must be on or before to, at most 366 days); showing the last 30 days. "
          : ""}
        {`Showing ${shortDate(data.range.from)} to ${shortDate(data.range.to)} (${data.range.days} days), compared with ${shortDate(data.range.previousFrom)} to ${shortDate(data.range.previousTo)}.`}
      </p>

      <section aria-labelledby={`${id}-overview`}>
        <h3 id={`${id}-overview`} className="sr-only">
          Overview
        </h3>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {OVERVIEW_METRICS.map((metric) => {
            const change = describeChange(data.changes[metric]);
            return (
              <div key={metric} className={cardClass({ padding: "sm" })} data-testid={`metric-${metric}`}>
                <dt className="text-sm text-muted">{ADS_TEXTS.metricLabels[metric]}</dt>
                <dd className="text-xl font-bold" data-testid="metric-value">
                  {FORMAT[metric](data.overview[metric])}
                </dd>
                <dd className="text-sm" data-testid="metric-change">
                  <span aria-hidden="true">
                    {change.direction === "up" ? "▲ " : change.direction === "down" ? "▼ " : ""}
                  </span>
                  {change.text}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <TabGroup>
        <TabList aria-label="Analytics views">
          {ADS_TEXTS.innerTabs.map((label) => (
            <Tab key={label}>{label}</Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <Performance trends={data.trends} />
          </TabPanel>
          <TabPanel>
            <FeatureGate currentPlan={currentPlan} requiredPlan={ADVANCED_ANALYTICS_PLAN}>
              {data.demographics ? (
                <div className="grid gap-6 md:grid-cols-2">
                  <ShareTable
                    caption="Age"
                    rows={data.demographics.age.map((a) => ({
                      key: a.range,
                      cells: [a.range, formatPercent(a.percentage), formatUsd(a.spend)],
                    }))}
                    headers={["Age range", "Share of impressions", "Spend"]}
                  />
                  <ShareTable
                    caption="Gender"
                    rows={data.demographics.gender.map((g) => ({
                      key: g.type,
                      cells: [humanise(g.type), formatPercent(g.percentage), formatUsd(g.spend)],
                    }))}
                    headers={["Gender", "Share of impressions", "Spend"]}
                  />
                </div>
              ) : null}
            </FeatureGate>
          </TabPanel>
          <TabPanel>
            <ShareTable
              caption="Devices"
              headers={["Device", "Share of impressions", "Spend", "Conversions"]}
              rows={data.devices.map((d) => ({
                key: d.type,
                cells: [humanise(d.type), formatPercent(d.percentage), formatUsd(d.spend), formatCount(d.conversions)],
              }))}
            />
          </TabPanel>
          <TabPanel>
            <ShareTable
              caption="Placements"
              headers={["Placement", "Share of impressions", "Spend", "CTR"]}
              rows={data.placements.map((p) => ({
                key: p.type,
                cells: [humanise(p.type), formatPercent(p.percentage), formatUsd(p.spend), formatPercent(p.ctr)],
              }))}
            />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}

function Performance({ trends }: { trends: AnalyticsSnapshot["trends"] }) {
  const id = useId();
  const [metric, setMetric] = useState<TrendMetric>("spend");
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 font-medium">Show per day</legend>
        {TREND_METRICS.map((m) => (
          <label key={m} htmlFor={`${id}-${m}`} className="flex min-h-8 items-center gap-2">
            <input
              id={`${id}-${m}`}
              type="radio"
              name={`${id}-metric`}
              value={m}
              checked={metric === m}
              onChange={() => setMetric(m)}
              className="h-5 w-5"
            />
            {ADS_TEXTS.metricLabels[m]}
          </label>
        ))}
      </fieldset>
      <LineChart
        label={ADS_TEXTS.metricLabels[metric]}
        points={trends.map((d) => ({ date: d.date, value: d[metric] }))}
        format={FORMAT[metric]}
      />
    </div>
  );
}

function ShareTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: string[] }[];
}) {
  return (
    <table className="w-full text-left text-sm" data-testid={`table-${caption.toLowerCase()}`}>
      <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" className="py-1 pr-3">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={headers.length} className="py-2 text-muted">
              No delivery in this range.
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key} className="border-t border-line">
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-1 pr-3 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-1 pr-3">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
