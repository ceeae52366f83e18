// npm run db:setup [-- --posts N --members N --ad-campaigns N --anchor YYYY-MM-DD --force]
// Applies migrations to the local D1 and seeds it when it has no users (or with --force
// on a fresh database: delete .wrangler/state to start over).
import { parseArgs } from "node:util";
import { setupLocalDb } from "./local-db";

const { values } = parseArgs({
  options: {
    posts: { type: "string" },
    members: { type: "string" },
    "ad-campaigns": { type: "string" },
    anchor: { type: "string" },
    "persist-to": { type: "string" },
    force: { type: "boolean", default: false },
  },
});
const count = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
};
const started = Date.now();
const result = setupLocalDb({
  persistTo: values["persist-to"],
  force: values.force,
  seed: {
    posts: count(values.posts),
    members: count(values.members),
    adCampaigns: count(values["ad-campaigns"]),
    anchor: values.anchor,
  },
});
console.log(
  result.seeded ? `Local D1 migrated and seeded in ${Date.now() - started} ms.` : "Local D1 migrated; already seeded.",
);
