// What a visitor sees where a member would find a composer or a chat: one clear way in.
import { Link, useLocation } from "@remix-run/react";
import { cardClass } from "~/components/ui/Card";

export function SignInPrompt({ action }: { action: string }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <p className={cardClass()}>
      <Link
        to={back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`}
        className="font-semibold text-accent underline"
      >
        Sign in or join
      </Link>{" "}
      {action}
    </p>
  );
}
