// A side panel of the game room (Room Information, Players): a titled card, named by its heading.
import type { ReactNode } from "react";
import { panelClass } from "~/components/ui/Card";

export function RoomPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panelClass()}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
