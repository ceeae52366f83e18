import { defineConfig } from "drizzle-kit";

// Migrations land in wrangler's migrations_dir so `wrangler d1 migrations apply` runs them.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
