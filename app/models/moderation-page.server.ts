// The moderation dashboard: the four counters and the open tab's first
// page, in one batch.
import { dayBounds, type ReportFilters } from "~/lib/moderation";
import { batchNamed, type Db } from "~/models/db.server";
import { pendingAppealsRead } from "./appeal.server";
import { flagPageRead } from "./content-flag.server";
import { actionPageRead } from "./moderation-action.server";
import { moderationCountersRead, reportPageRead, reportRead } from "./report.server";
import { supportQueueRead } from "./support-request.server";

export async function loadModerationPage(
  db: Db,
  {
    tab,
    filters,
    now,
    limit,
    reportId,
  }: {
    tab: "reports" | "actions" | "flags" | "support" | "appeals";
    filters: ReportFilters;
    now: Date;
    limit: number;
    /** The report whose panel the address opens (without script, a card's button asks for it). */
    reportId?: number;
  },
) {
  const counters = moderationCountersRead(db, dayBounds(now));
  if (tab === "actions") {
    const page = await batchNamed(db, { counters, page: actionPageRead(db, { limit }) });
    return { counters: page.counters, tab: "actions" as const, page: page.page };
  }
  if (tab === "appeals") {
    const page = await batchNamed(db, { counters, appeals: pendingAppealsRead(db, { limit }) });
    return { counters: page.counters, tab: "appeals" as const, appeals: page.appeals };
  }
  if (tab === "flags") {
    const page = await batchNamed(db, { counters, page: flagPageRead(db, { isResolved: false, limit }) });
    return { counters: page.counters, tab: "flags" as const, page: page.page };
  }
  if (tab === "support") {
    const page = await batchNamed(db, { counters, page: supportQueueRead(db, { limit }) });
    return { counters: page.counters, tab: "support" as const, page: page.page };
  }
  if (reportId !== undefined) {
    const page = await batchNamed(db, {
      counters,
      page: reportPageRead(db, { filters, limit }),
      opened: reportRead(db, reportId),
    });
    return { counters: page.counters, tab: "reports" as const, page: page.page, opened: page.opened };
  }
  const page = await batchNamed(db, { counters, page: reportPageRead(db, { filters, limit }) });
  return { counters: page.counters, tab: "reports" as const, page: page.page, opened: null };
}
