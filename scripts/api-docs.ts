// Writes docs/api.md, the API reference, from the endpoint modules and their zod schemas.
// Usage: npm run docs:api                (write the page)
//        tsx scripts/api-docs.ts --check  (exit 1 when the page is out of date)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { API_DOCS_PATH, generateApiDocs } from "./api-docs-generator";

const { markdown, unresolved } = await generateApiDocs();
for (const line of unresolved) console.warn(`Not documented: ${line}`);
if (process.argv.includes("--check")) {
  const current = existsSync(API_DOCS_PATH) ? readFileSync(API_DOCS_PATH, "utf8") : "";
  if (current !== markdown) {
    console.error("docs/api.md is out of date: run `npm run docs:api`.");
    process.exit(1);
  }
} else {
  writeFileSync(API_DOCS_PATH, markdown);
  console.log("Wrote docs/api.md.");
}
