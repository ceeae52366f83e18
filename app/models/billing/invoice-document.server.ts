// The simple invoice served when Stripe has no hosted invoice for it (local test payments,
// seeded history): a small, self-contained, accessible HTML document.
import type { billingInvoices } from "../../../db/schema";
import { formatBillingDate, formatMoney } from "~/lib/billing/billing";
import { SITE_NAME } from "~/lib/site";

type Invoice = typeof billingInvoices.$inferSelect;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function renderInvoiceHtml(invoice: Invoice, customer: { displayName: string; username: string }): string {
  const money = (cents: number) => escapeHtml(formatMoney(cents, invoice.currency, { cents: true }));
  const discount = invoice.amount - invoice.total;
  const rows: [string, string][] = [
    ["Invoice number", escapeHtml(invoice.invoiceNumber)],
    ["Issued", escapeHtml(formatBillingDate(invoice.createdAt))],
    ["Billed to", `${escapeHtml(customer.displayName)} (@${escapeHtml(customer.username)})`],
    [
      "Status",
      invoice.status === "paid" && invoice.paidAt
        ? `Paid on ${escapeHtml(formatBillingDate(invoice.paidAt))}`
        : invoice.dueDate
          ? `Due ${escapeHtml(formatBillingDate(invoice.dueDate))}`
          : escapeHtml(invoice.status),
    ],
    ["Subtotal", money(invoice.amount)],
    ...(discount > 0 ? ([["Discount", `-${money(discount)}`]] as [string, string][]) : []),
    ["Total", `${money(invoice.total)} ${escapeHtml(invoice.currency.toUpperCase())}`],
  ];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Invoice ${escapeHtml(invoice.invoiceNumber)} | ${SITE_NAME}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f172a;background:#fff;line-height:1.5}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #94a3b8}</style></head>
<body><main><h1>Invoice ${escapeHtml(invoice.invoiceNumber)}</h1><p>${SITE_NAME} advertising subscription</p>
<table><tbody>
${rows.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join("\n")}
</tbody></table></main></body></html>
`;
}
