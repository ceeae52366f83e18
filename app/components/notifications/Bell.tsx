// The bell: the real unread count, rendered by the server; its name says the count
// ("Notifications, 4 unread"). First it is a link to /notifications, which works without
// script; at the member's first interaction with the page (or after 10 s) it becomes
// BellButton (the panel, the tooltip, the live room and the announcements): about 3.4 KB that
// never weighs on the first load (decision 024).
import { Link } from "@remix-run/react";
import { useEffect, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { BellIcon } from "~/components/icons";
import { afterFirstInteraction } from "~/lib/idle";
import { BELL_ID, bellClass, bellName, BellBadge } from "./bell-words";

type Props = { userId: number; initialUnread: number };

export function Bell(props: Props) {
  const [Enhanced, setEnhanced] = useState<ComponentType<Props> | null>(null);
  useEffect(
    () =>
      afterFirstInteraction(() => {
        void import("./BellButton").then(({ BellButton }) => {
          // Focus on the link moves to the button that replaces it, in the same task: a key
          // pressed in between would otherwise start from <body> (the top of the page).
          const focused = document.activeElement?.getAttribute("data-testid") === "bell";
          flushSync(() => setEnhanced(() => BellButton));
          if (focused) document.querySelector<HTMLElement>("[data-testid='bell']")?.focus();
        });
      }),
    [],
  );
  if (Enhanced) return <Enhanced {...props} />;
  return (
    <Link
      to="/notifications"
      id={BELL_ID}
      aria-label={bellName(props.initialUnread)}
      data-testid="bell"
      className={bellClass}
    >
      <BellIcon />
      <BellBadge unread={props.initialUnread} />
    </Link>
  );
}
