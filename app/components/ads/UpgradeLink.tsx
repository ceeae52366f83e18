// In a module of its own so the usage panel does not bring the dialogs' form pieces to /ads.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The way out of a limit, to /pricing, drawn in the colour of the notice it sits in. */
export function UpgradeLink({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/pricing"
      className="mt-2 inline-flex min-h-9 items-center rounded border-2 border-current px-3 text-sm font-semibold"
    >
      {children}
    </Link>
  );
}
