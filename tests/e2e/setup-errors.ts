// A test fails on any uncaught error in a page it opened, and on any Worker exception
// the shared server logged while it ran (or in the hooks before it), unless it allowed that
// error by name with `allowErrors`. The file's afterAll hooks are checked too.
import { afterAll, afterEach, beforeAll } from "vitest";
import { takeErrors, watchServerLog } from "./harness";

async function check(when: string) {
  const errors = await takeErrors();
  if (errors.length > 0)
    throw new Error(`${errors.length} error(s) ${when}:\n${errors.map((error) => `  ${error}`).join("\n")}`);
}

beforeAll(() => watchServerLog());
afterEach(() => check("in a page or in the server log during this test"));
// Registered first, so it runs after the test file's own afterAll hooks.
afterAll(() => check("in a page or in the server log after the file's last test"));
