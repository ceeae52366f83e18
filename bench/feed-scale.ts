// bench/feed-scale: the home feed loader's median time with 1,000 and with 100,000 posts.
// An index-backed, cursor-paginated feed costs about the same at both sizes; the budget
// is a ratio under 2. Runs against the built app under `wrangler dev` (npm run build first).
import { LOCAL_SIGN_IN_VARS, signInAs, startDevServer } from "../scripts/dev-server";
import { printTable, timeRequests, writeResult } from "./lib";

const SIZES = [1_000, 100_000];
const MAX_RATIO = 2;
// Single-fetch data request that runs only the index route's loader.
const FEED_DATA_PATH = "/_root.data?_routes=routes%2F_index";

const rows: { posts: number; medianMs: number; p90Ms: number; seedSeconds: number }[] = [];
for (const posts of SIZES) {
  const started = Date.now();
  const server = await startDevServer({ seed: { posts }, vars: { ...LOCAL_SIGN_IN_VARS } });
  const seedSeconds = (Date.now() - started) / 1000;
  try {
    // The feed as member 1 (Jordan Lee) sees it; a visitor's loader would skip the profile card.
    const headers = { cookie: await signInAs(server.url, 1) };
    const probe = await fetch(server.url + FEED_DATA_PATH, { headers });
    if (!probe.ok) throw new Error(`feed data answered ${probe.status}`);
    const timing = await timeRequests(server.url + FEED_DATA_PATH, { headers });
    rows.push({ posts, medianMs: round(timing.median), p90Ms: round(timing.p90), seedSeconds: round(seedSeconds) });
  } finally {
    await server.stop();
  }
}

const ratio = round((rows[1]?.medianMs ?? 0) / (rows[0]?.medianMs || 1));
printTable(rows);
console.log(`median ratio ${SIZES[1]} / ${SIZES[0]} posts: ${ratio} (budget < ${MAX_RATIO})`);
console.log(`results: ${writeResult("feed-scale", { rows, ratio, budget: MAX_RATIO })}`);
if (!(ratio < MAX_RATIO)) {
  console.error("FAIL: the feed slows down with the number of posts.");
  process.exit(1);
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}
