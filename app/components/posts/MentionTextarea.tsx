// A composer's text box that suggests members as `@` and a name are typed (decision 022). The ARIA
// 1.2 list-autocomplete pattern on the text box itself: aria-autocomplete="list",
// aria-controls and aria-activedescendant point at the listbox of suggestions, so focus stays in
// the text. Up and Down move through the list, Enter or Tab chooses, Escape closes it. Choosing
// writes `@username ` where the name was being typed. Without script it is a plain text box,
// and a typed `@username` is still a mention.
import { forwardRef, useEffect, useId, useRef, useState, type TextareaHTMLAttributes } from "react";
import { Textarea } from "~/components/ui/Field";
import { getJson } from "~/lib/api-client";

type Member = { id: number; username: string; displayName: string; followed: boolean; inThread: boolean };
type Typing = { query: string; start: number };

/** The `@name` being typed just before the caret, or null. */
function typingAt(text: string, caret: number): Typing | null {
  const match = /(^|[^\w@/.-])@([\p{L}\p{N}_.-]{0,30})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? "";
  return { query, start: caret - query.length - 1 };
}

function isMembers(value: unknown): value is { items: Member[] } {
  return typeof value === "object" && value !== null && "items" in value && Array.isArray(value.items);
}

export const MentionTextarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { postId?: number }
>(function MentionTextarea({ postId, onKeyDown, ...props }, forwarded) {
  const listId = useId();
  const own = useRef<HTMLTextAreaElement | null>(null);
  const [typing, setTyping] = useState<Typing | null>(null);
  const [members, setMembers] = useState<Member[]>([]);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState("");
  // Escape closes the list until what is typed after `@` changes.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const open = typing !== null && dismissed !== typing.query && members.length > 0;

  const setRef = (element: HTMLTextAreaElement | null) => {
    own.current = element;
    if (typeof forwarded === "function") forwarded(element);
    else if (forwarded) forwarded.current = element;
  };

  const query = typing?.query;
  useEffect(() => {
    if (query === undefined) {
      setMembers([]);
      return;
    }
    let current = true;
    // A short pause, so a fast typist asks once for what they meant.
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams({ q: query });
      if (postId) params.set("postId", String(postId));
      getJson(`/api/users/mentionable?${params}`)
        .then((body) => {
          if (!current || !isMembers(body)) return;
          setMembers(body.items);
          setActive(0);
          setStatus(
            body.items.length
              ? `${body.items.length} ${body.items.length === 1 ? "member" : "members"} to mention. Up and down arrows to choose, Enter to mention, Escape to close.`
              : "No member by that name.",
          );
        })
        .catch(() => current && setMembers([]));
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, postId]);

  const follow = () => {
    const element = own.current;
    if (!element) return;
    const next = typingAt(element.value, element.selectionStart ?? 0);
    setTyping(next);
    if (!next) setDismissed(null);
  };

  const choose = (member: Member) => {
    const element = own.current;
    if (!element || !typing) return;
    const caret = element.selectionStart ?? element.value.length;
    const inserted = `@${member.username} `;
    element.setRangeText(inserted, typing.start, caret, "end");
    setTyping(null);
    setMembers([]);
    setStatus(`Mentioned ${member.displayName}.`);
  };

  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={setRef}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onInput={follow}
        onClick={follow}
        onKeyUp={(event) => {
          if (!["ArrowUp", "ArrowDown", "Enter", "Tab", "Escape"].includes(event.key)) follow();
        }}
        onKeyDown={(event) => {
          if (open) {
            const choices: Record<string, () => void> = {
              ArrowDown: () => setActive((index) => (index + 1) % members.length),
              ArrowUp: () => setActive((index) => (index - 1 + members.length) % members.length),
              Enter: () => members[active] && choose(members[active]),
              Tab: () => members[active] && choose(members[active]),
              Escape: () => {
                setDismissed(typing?.query ?? null);
                setStatus("Suggestions closed.");
              },
            };
            const act = choices[event.key];
            if (act) {
              event.preventDefault();
              // An Escape that closes the list must not also close the dialog the composer is in.
              event.stopPropagation();
              act();
              return;
            }
          }
          onKeyDown?.(event);
        }}
        onBlur={(event) => {
          setTyping(null);
          props.onBlur?.(event);
        }}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute left-0 z-20 mt-1 max-h-64 w-full max-w-sm overflow-auto rounded border border-line bg-canvas shadow-md"
        >
          {members.map((member, index) => (
            // The keyboard chooses from the text box (arrows and Enter, aria-activedescendant, the
            // combobox pattern), so an option never has focus to take a key.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the text box, so the caret stays where the name goes.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(member)}
              className="flex min-h-10 cursor-pointer items-center gap-2 px-3 aria-selected:bg-accent aria-selected:text-accent-fg"
            >
              <span className="font-medium">{member.displayName}</span>
              <span className="text-sm">@{member.username}</span>
              {member.followed ? <span className="text-xs">(you follow)</span> : null}
              {!member.followed && member.inThread ? <span className="text-xs">(in this thread)</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
});
