// docs/api.md is generated from app/api/ and the zod schemas it parses with: an endpoint, a doc
// comment or a schema that changes without the page being written again fails here.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_DOCS_PATH, generateApiDocs } from "../../scripts/api-docs-generator";

describe("docs/api.md", () => {
  it("is what scripts/api-docs.ts writes from the endpoints as they are", { timeout: 60_000 }, async () => {
    const written = existsSync(API_DOCS_PATH) ? readFileSync(API_DOCS_PATH, "utf8") : "";
    expect(written, "docs/api.md is out of date: run `npm run docs:api`").toBe((await generateApiDocs()).markdown);
  });
});
