// Secrets that are optional, so `wrangler types` (which reads .dev.vars) cannot know them.
declare namespace Cloudflare {
  interface Env {
    /** Set in production with `wrangler secret put STRIPE_SECRET_KEY`; absent locally. */
    STRIPE_SECRET_KEY?: string;
  }
}
