// npm run db:backup [-- --out FILE --remote --persist-to DIR]: the database without the search
// index, as a SQL file `npm run db:restore FILE` loads (scripts/d1-backup.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { backupSql } from "./d1-backup";

const { values } = parseArgs({
  options: { out: { type: "string" }, remote: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});
const out = values.out ?? `backups/d1-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, backupSql({ remote: values.remote, persistTo: values["persist-to"] }));
console.log(`Backup written to ${out}`);
