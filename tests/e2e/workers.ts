/** Test files at once, each worker with its own server (global-setup.ts); E2E_WORKERS=1 runs them one by one. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
