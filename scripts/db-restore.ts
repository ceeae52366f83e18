// npm run db:restore FILE [-- --persist-to DIR]: replaces the local D1 with a backup from
// `npm run db:backup`: an empty database, the migrations (the index and its triggers), the rows,
// then the index rebuilt from them. --remote loads into the remote database, which must be empty.
import { parseArgs } from "node:util";
import { countIndexed, restore } from "./d1-backup";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});
const file = positionals[0];
if (!file) {
  console.error("Usage: npm run db:restore FILE");
  process.exit(2);
}
const target = { remote: values.remote, persistTo: values["persist-to"] };
const started = Date.now();
restore(file, target);
console.log(`Restored ${file} in ${Date.now() - started} ms; ${countIndexed(target)} rows in the search index.`);
