// A provider's enquiry dialog as a page action (decision 019): refusals beside their fields, writing
// nothing, and a stored enquiry.
import { describe, expect, it } from "vitest";
import { PROVIDER_TEXTS } from "~/lib/texts";
import { formPost, scalar } from "./http";

describe("providers: the enquiry dialog's page action", () => {
  const enquiries = () => scalar("SELECT count(*) AS n FROM provider_enquiries");
  const dialog = "dialog=enquiry&provider=4&kind=message";

  it("refuses a blank message with 400 and the field's error, writing nothing", async () => {
    const before = await enquiries();
    const response = await formPost(`/ndis-providers/4?${dialog}`, {
      intent: "enquiry",
      providerId: "4",
      kind: "message",
      serviceId: "any",
      message: "   ",
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    // Drawn in place (the dialog's params), the error beside the message box.
    expect(page).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*name="message"|name="message"[^>]*aria-invalid="true"/);
    expect(page).toContain(PROVIDER_TEXTS.emptyMessage);
    expect(await enquiries()).toBe(before);
  });

  it("refuses another provider's service beside the service, and a suspended provider's booking for the form", async () => {
    const before = await enquiries();
    const foreign = await scalar("SELECT min(id) AS n FROM provider_services WHERE provider_id = 9");
    const wrong = await formPost("/ndis-providers?index", {
      intent: "enquiry",
      providerId: "4",
      kind: "booking",
      serviceId: String(foreign),
      message: "Hello",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(`Service ${foreign} is not offered by this provider.`);
    const suspended = await scalar(
      "SELECT id AS n FROM ndis_providers WHERE registration_status = 'suspended' ORDER BY id LIMIT 1",
    );
    const refused = await formPost(`/ndis-providers/${suspended}`, {
      intent: "enquiry",
      providerId: String(suspended),
      kind: "booking",
      serviceId: "any",
      message: "Hello",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(/registration is suspended/);
    expect(await enquiries()).toBe(before);
  });

  it("stores an enquiry; a plain post goes back to the page without the dialog, saying it was sent", async () => {
    const before = await enquiries();
    const message = `From the enquiry form ${Date.now()}`;
    const response = await formPost(
      `/ndis-providers/4?${dialog}`,
      { intent: "enquiry", providerId: "4", kind: "message", serviceId: "any", message },
      24,
      true,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ndis-providers/4?sent=message#enquiry-sent");
    expect(await enquiries()).toBe(before + 1);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM provider_enquiries WHERE provider_id = 4 AND user_id = 24 AND kind = 'message' AND message = ?",
        message,
      ),
    ).toBe(1);

    const serviceId = await scalar("SELECT min(id) AS n FROM provider_services WHERE provider_id = 4");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const booking = await formPost(
      "/ndis-providers?index",
      {
        intent: "enquiry",
        providerId: "4",
        kind: "booking",
        serviceId: String(serviceId),
        preferredDate: tomorrow,
        message: "A visit?",
      },
      24,
    );
    expect(booking.status).toBe(200);
    expect(
      await scalar(
        "SELECT count(*) AS n FROM provider_enquiries WHERE user_id = 24 AND kind = 'booking' AND service_id = ? AND preferred_date = ?",
        serviceId,
        tomorrow,
      ),
    ).toBe(1);
  });
});
