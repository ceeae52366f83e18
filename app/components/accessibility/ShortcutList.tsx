// The keyboard shortcuts, listed on /accessibility and in the wizard's Advanced step.
import { SHORTCUTS } from "./labels";

export function ShortcutList() {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {SHORTCUTS.map((shortcut) => (
        <div key={shortcut.keys} className="contents">
          <dt>
            <kbd className="rounded border border-line px-1.5 py-0.5 font-mono">{shortcut.keys}</kbd>
          </dt>
          <dd>{shortcut.action}</dd>
        </div>
      ))}
    </dl>
  );
}
