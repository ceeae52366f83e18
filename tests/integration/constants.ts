// Shared by vitest.integration.config.ts (node) and the tests (workerd): keep it import-free.
export const TEST_WEBHOOK_SECRET = "whsec_integration_test_secret";
/**
 * The seed's anchor day is the day the tests run, as it is for `npm start`: the app compares
 * seeded dates with the real clock ("upcoming" events, server-written dates), so a fixed
 * anchor would make those tests fail once its events had passed.
 */
export const SEED_ANCHOR = new Date().toISOString().slice(0, 10);
/** setup.ts gives every seeded member a live session with this token, so a test acts as them by cookie. */
export const memberToken = (userId: number) => `member-${userId}-`.padEnd(43, "x");
/** The Cookie header that signs a request in as seeded member `userId`. */
export const memberCookie = (userId: number) => `session=${memberToken(userId)}`;
export const ADMIN_EMAIL = "mia.martin@example.org";
