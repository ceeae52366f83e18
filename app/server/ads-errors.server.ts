// The ads reads' answer for an ad account that is not the member's (the writes' refusals are in
// app/server/commands/ads.server.ts).
import { jsonError } from "./http";

export const accountNotFound = (accountId: number | undefined) =>
  jsonError(404, accountId === undefined ? "You have no ad account." : `Ad account ${accountId} not found.`);
