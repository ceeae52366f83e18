import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/server/auth.server";
import { jsonError } from "~/server/http";
import { idParams } from "~/lib/schemas";
import { parseParams } from "~/server/validate.server";
import { getInvoice } from "~/models/billing/subscription.server";
import { renderInvoiceHtml } from "~/models/billing/invoice-document.server";

/** GET /api/invoices/:id/download: Stripe's hosted invoice when it has one, else a simple invoice of ours. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id } = parseParams(idParams, params);
  const user = await requireUser(context.db, request);
  const invoice = await getInvoice(context.db, { userId: user.id, id });
  if (!invoice) return jsonError(404, `Invoice ${id} was not found.`);
  if (invoice.downloadUrl) return redirect(invoice.downloadUrl);
  return new Response(renderInvoiceHtml(invoice, user), {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-disposition": `attachment; filename="invoice-${invoice.invoiceNumber.replace(/[^A-Za-z0-9_-]/g, "")}.html"`,
      "cache-control": "private, no-store",
    },
  });
}
