import { fileURLToPath } from "node:url";
import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { createDb } from "./app/models/db.server";
import { pureSchemas } from "./scripts/vite-pure-schemas";
import { shellChunks } from "./scripts/vite-shell-chunks";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // `remix vite:dev` gets D1 (not Durable Objects) through this proxy; realtime needs `npm start`.
    command === "serve" &&
      cloudflareDevProxyVitePlugin<Env, IncomingRequestCfProperties>({
        getLoadContext: ({ context }) => ({
          db: createDb(context.cloudflare.env.DB),
          env: context.cloudflare.env,
          ctx: context.cloudflare.ctx,
        }),
      }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        // The whole route manifest (3.5 KB gzipped) ships with the page. Found lazily, each batch
        // of newly seen links re-rendered every route just after hydration (decision 032).
        v3_lazyRouteDiscovery: false,
      },
    }),
    tailwindcss(),
    pureSchemas(),
  ],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // zod without its eval probe, which the CSP blocks and reports (app/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL("./app/lib/zod-jitless.ts", import.meta.url)) },
    ],
    mainFields: ["browser", "module", "main"],
  },
  build: {
    // Client: browsers with top-level await (2021 on), which app/components/ads/opening-tab.client.ts uses.
    ...(isSsrBuild ? {} : { target: ["es2022", "chrome89", "edge89", "firefox89", "safari15"] }),
    rollupOptions: {
      // No bare imports of a chunk's own dependencies hoisted into its importers. Server: wrangler's
      // bundler warns on each `import "zod"`, a dozen times over. Client: the page already
      // modulepreloads every chunk a route needs, so the hoisted imports were only bytes.
      output: {
        hoistTransitiveImports: false,
        // What every page loads is two chunks, not thirty-odd (scripts/vite-shell-chunks.ts).
        ...(isSsrBuild ? {} : { manualChunks: shellChunks(appFile("entry.client.tsx"), appFile("root.tsx")) }),
      },
      onwarn(warning, warn) {
        // Resource routes (the /api) have no client code, so their client chunks are empty by design;
        // zod's own comments hold annotations Rollup drops, harmlessly.
        if (warning.code === "EMPTY_BUNDLE" || warning.code === "INVALID_ANNOTATION") return;
        // The server bundles everything anyway; only the client's lazy chunks need the dynamic import.
        if (isSsrBuild && warning.message.includes("dynamic import will not move module")) return;
        warn(warning);
      },
    },
  },
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
}));

function appFile(name: string) {
  return fileURLToPath(new URL(`./app/${name}`, import.meta.url));
}
