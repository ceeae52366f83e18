// Shared by vitest.integration.config.ts (node) and the tests (workerd): keep it import-free.
export const TEST_WEBHOOK_SECRET = "whsec_integration_test_secret";
export const SEED_ANCHOR = "2026-11-21";
