// Tabs with the same parts and props as Headless UI's (TabGroup, TabList, Tab, TabPanels,
// TabPanel; selectedIndex/defaultIndex, onChange, manual), following the WAI-ARIA tabs pattern:
// one tab stop, Left/Right (Up/Down too) and Home/End move between tabs, and in automatic mode
// moving selects; in manual mode Enter or Space selects. Only the selected panel is rendered,
// and it is focusable so a keyboard user can reach content without links in it. Written here
// rather than imported because the pages with tabs would otherwise carry about 12 KB of gzipped
// library script for them.
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from "react";

type Group = {
  selected: number;
  select: (index: number) => void;
  manual: boolean;
  tabId: (index: number) => string;
  panelId: (index: number) => string;
};
const GroupContext = createContext<Group | null>(null);
const IndexContext = createContext(0);

function useGroup(part: string): Group {
  const group = useContext(GroupContext);
  if (!group) throw new Error(`<${part}> must be inside <TabGroup>`);
  return group;
}

/** Gives each child its position, so a Tab and its TabPanel pair up by order as in Headless UI. */
function indexed(children: ReactNode) {
  return Children.toArray(children)
    .filter(isValidElement)
    .map((child, index) => (
      <IndexContext.Provider key={child.key ?? index} value={index}>
        {child}
      </IndexContext.Provider>
    ));
}

export function TabGroup({
  selectedIndex,
  defaultIndex = 0,
  onChange,
  manual = false,
  className,
  children,
}: {
  selectedIndex?: number;
  defaultIndex?: number;
  onChange?: (index: number) => void;
  manual?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultIndex);
  const id = useId();
  const selected = selectedIndex ?? own;
  const group: Group = {
    selected,
    manual,
    select: (index) => {
      if (index === selected) return;
      if (selectedIndex === undefined) setOwn(index);
      onChange?.(index);
    },
    tabId: (index) => `${id}tab-${index}`,
    panelId: (index) => `${id}panel-${index}`,
  };
  return (
    <GroupContext.Provider value={group}>
      <div className={className}>{children}</div>
    </GroupContext.Provider>
  );
}

// The app's tab look; a list or tab that passes its own className keeps it.
const TAB_LIST = "flex flex-wrap gap-1 border-b border-line";
const TAB =
  "min-h-10 rounded-t px-4 font-medium underline-offset-4 hover:bg-raised data-[selected]:bg-accent data-[selected]:text-accent-fg data-[selected]:underline";

export function TabList({ children, className = TAB_LIST, ...props }: HTMLAttributes<HTMLDivElement>) {
  const group = useGroup("TabList");
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])') ?? [])];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? (current + 1) % tabs.length
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? (current - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
    if (!group.manual) tabs[next]?.click();
  };
  return (
    <div {...props} ref={list} role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown} className={className}>
      {indexed(children)}
    </div>
  );
}

export function Tab({ children, className = TAB, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const group = useGroup("Tab");
  const index = useContext(IndexContext);
  const selected = group.selected === index;
  return (
    <button
      {...props}
      type="button"
      role="tab"
      id={group.tabId(index)}
      aria-selected={selected}
      aria-controls={selected ? group.panelId(index) : undefined}
      tabIndex={selected ? 0 : -1}
      data-selected={selected ? "" : undefined}
      onClick={() => group.select(index)}
      className={className}
    >
      {children}
    </button>
  );
}

export function TabPanels({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props}>{indexed(children)}</div>;
}

export function TabPanel({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const group = useGroup("TabPanel");
  const index = useContext(IndexContext);
  if (group.selected !== index) return null;
  return (
    <div {...props} role="tabpanel" id={group.panelId(index)} aria-labelledby={group.tabId(index)} tabIndex={0}>
      {children}
    </div>
  );
}
