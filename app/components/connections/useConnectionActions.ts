// Like, pass and unblock from any tab (Block is a form: BlockDialog): one call through the API client, one toast
// in the polite live region, then the page's loader runs again so every tab agrees.
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/ui/Toast";
import { apiRequest, serverMessage } from "~/lib/api-client";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";

type Person = { id: number; name: string };

const isMatchResult = (value: unknown): value is { matched: boolean } =>
  typeof value === "object" && value !== null && "matched" in value && typeof value.matched === "boolean";

export function useConnectionActions() {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (person: Person, call: () => Promise<void>, failed: string = CONNECTION_TEXTS.actionFailed) => {
    setBusy(person.id);
    try {
      await call();
      revalidator.revalidate();
      return true;
    } catch (error) {
      toast({ title: ERROR_TITLE, description: serverMessage(error) ?? failed, variant: "destructive" });
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    like: (person: Person) =>
      run(person, async () => {
        const response = await apiRequest("POST", `/api/matches/${person.id}/like`);
        const result: unknown = await response?.json();
        if (isMatchResult(result) && result.matched)
          toast({ title: CONNECTION_TEXTS.matchedTitle, description: CONNECTION_TEXTS.matched(person.name) });
        else toast({ title: CONNECTION_TEXTS.liked(person.name) });
      }),
    pass: (person: Person) =>
      run(person, async () => {
        await apiRequest("POST", `/api/matches/${person.id}/pass`);
        toast({ title: CONNECTION_TEXTS.passed(person.name) });
      }),
    unblock: (person: Person) =>
      run(
        person,
        async () => {
          await apiRequest("DELETE", `/api/users/${person.id}/block`);
          toast({ title: CONNECTION_TEXTS.unblocked(person.name) });
        },
        CONNECTION_TEXTS.blockFailed,
      ),
  };
}
