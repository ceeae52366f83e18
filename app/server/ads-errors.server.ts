// Turns the ads models' refusals into the API's error shape (403 for plan limits with the
// plan_upgrade_required reason; 400/404/409 for inputs), so every ads route answers alike.
import { CampaignInputError } from "~/models/campaign.server";
import { PlanLimitError } from "~/models/billing/usage.server";
import { jsonError } from "./http";

export async function adsWrite(write: () => Promise<Response>): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PlanLimitError) return error.toResponse();
    if (error instanceof CampaignInputError) {
      return jsonError(
        error.status,
        error.path && error.status === 400 ? `Invalid request body (${error.path}): ${error.message}` : error.message,
        error.path && error.status === 400 ? [{ path: error.path, message: error.message }] : undefined,
      );
    }
    throw error;
  }
}

export const accountNotFound = (accountId: number | undefined) =>
  jsonError(404, accountId === undefined ? "You have no ad account." : `Ad account ${accountId} not found.`);
