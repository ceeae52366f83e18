// Mute and Block a member: small forms posted to the member's profile page, so they work before
// the JavaScript loads, and call the same commands as /api/users/:id/mute and /block. On the
// profile they are toggles; on a post or reply they sit in its "More" menu, a native disclosure
// (<details>), which opens by keyboard and without script and costs the feed no menu code.
import { useEffect, useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { useToast } from "~/components/ui/Toast";
import { FILTER_TEXTS } from "~/lib/texts/filters";

type Choice = "mute" | "unmute" | "block" | "unblock";
const TOAST: Record<Choice, (name: string) => string> = {
  mute: FILTER_TEXTS.mutedToast,
  unmute: FILTER_TEXTS.unmutedToast,
  block: FILTER_TEXTS.blockedToast,
  unblock: FILTER_TEXTS.unblockedToast,
};
const LABEL: Record<Choice, string> = { mute: "Mute", unmute: "Unmute", block: "Block", unblock: "Unblock" };

function useMemberForm(
  intent: Choice,
  { userId, name, onDone, focusAfter }: { userId: number; name: string; onDone?: () => void; focusAfter?: string },
) {
  const { toast } = useToast();
  return useActionForm({
    intent,
    action: `/profile/${userId}`,
    onSuccess: () => {
      onDone?.();
      toast({
        title: TOAST[intent](name),
        description: intent === "mute" || intent === "block" ? undoHint : undefined,
      });
    },
    focusAfterSuccess: () => focusAfter,
    failureToast: (failure) => ({
      title: "Error",
      description: failure.formError ?? "That did not work. Please try again.",
      variant: "destructive",
    }),
  });
}
const undoHint = "Undo it any time in Settings, Filters and muted members.";

/** One of a profile's toggles: Mute/Unmute or Block/Unblock, saying what it does next. */
export function MemberToggle({
  kind,
  userId,
  name,
  initially,
}: {
  kind: "mute" | "block";
  userId: number;
  name: string;
  initially: boolean;
}) {
  const [on, setOn] = useState(initially);
  useEffect(() => setOn(initially), [initially]);
  const intent: Choice = on ? (kind === "mute" ? "unmute" : "unblock") : kind;
  const form = useMemberForm(intent, { userId, name, onDone: () => setOn(!on), focusAfter: `${kind}-${userId}` });
  return (
    <form {...form.formProps} className="contents">
      <input {...form.intentProps} />
      <Button
        id={`${kind}-${userId}`}
        type="submit"
        variant={kind === "block" && !on ? "danger-outline" : "secondary"}
        busy={form.busy}
        busyLabel={`${LABEL[intent]} ${name}…`}
      >
        {LABEL[intent]}
        <span className="sr-only"> {name}</span>
      </Button>
    </form>
  );
}

const itemClass = "flex min-h-10 w-full items-center rounded px-3 text-left text-sm hover:bg-raised";

function MenuForm({ intent, userId, name }: { intent: "mute" | "block"; userId: number; name: string }) {
  // The item leaves the list with the page's reload: focus goes to the start of the main content.
  const form = useMemberForm(intent, { userId, name, focusAfter: "main-content" });
  return (
    <form {...form.formProps}>
      <input {...form.intentProps} />
      <button type="submit" className={itemClass} aria-disabled={form.busy || undefined}>
        {LABEL[intent]} {name}
      </button>
    </form>
  );
}

/** A post's or reply's "More" menu: Mute and Block its author. For signed-in members, on others' items. */
export function MemberMenu({ userId, name, label }: { userId: number; name: string; label: string }) {
  return (
    <details className="relative" data-testid="member-menu">
      <summary className="inline-flex min-h-8 cursor-pointer list-none items-center rounded px-2 text-sm text-muted underline hover:bg-raised">
        {FILTER_TEXTS.more}
        <span className="sr-only"> actions for {label}</span>
      </summary>
      <div className="absolute right-0 z-10 mt-1 flex w-56 flex-col rounded border border-line bg-canvas p-1 shadow">
        <MenuForm intent="mute" userId={userId} name={name} />
        <MenuForm intent="block" userId={userId} name={name} />
      </div>
    </details>
  );
}
