import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireSelf, requireUser } from "~/server/auth.server";
import { INVOICE_PAGE_SIZE, invoiceListQuery } from "~/lib/billing/billing";
import { parseQuery } from "~/server/validate.server";
import { listInvoices } from "~/models/billing/subscription.server";

/** GET /api/billing-invoices?cursor=&limit= : the caller's invoices, newest first (amounts in cents). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { userId, cursor, limit } = parseQuery(invoiceListQuery, request);
  const user = await requireUser(context.db, request);
  requireSelf(user, userId);
  return Response.json(await listInvoices(context.db, { userId: user.id, cursor, limit: limit ?? INVOICE_PAGE_SIZE }));
}
