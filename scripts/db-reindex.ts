// npm run db:reindex [-- --remote --persist-to DIR]: rebuilds the search index from the tables,
// for after a bulk import that went around the triggers (scripts/d1-backup.ts).
import { parseArgs } from "node:util";
import { countIndexed, reindex } from "./d1-backup";

const { values } = parseArgs({
  options: { remote: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});
const target = { remote: values.remote, persistTo: values["persist-to"] };
const started = Date.now();
reindex(target);
console.log(`Search index rebuilt in ${Date.now() - started} ms: ${countIndexed(target)} rows.`);
