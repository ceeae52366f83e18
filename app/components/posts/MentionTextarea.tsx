// A composer's text box that suggests members as `@` and a name are typed (decision 022), with the
// list autocomplete of ui/useListAutocomplete: Up and Down move through the list, Enter or Tab
// chooses, Escape closes it, and focus stays in the text. Choosing writes `@username ` where the
// name was being typed. Without script it is a plain text box, and a typed `@username` is still a
// mention.
import { forwardRef, useRef, useState, type TextareaHTMLAttributes } from "react";
import { Textarea } from "~/components/ui/Field";
import { SuggestionList, useListAutocomplete } from "~/components/ui/useListAutocomplete";
import { loadMentionable, type Mentionable } from "./mentionable";

type Typing = { query: string; start: number };

/** The `@name` being typed just before the caret, or null. */
function typingAt(text: string, caret: number): Typing | null {
  const match = /(^|[^\w@/.-])@([\p{L}\p{N}_.-]{0,30})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? "";
  return { query, start: caret - query.length - 1 };
}

export const MentionTextarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { postId?: number }
>(function MentionTextarea({ postId, onKeyDown, ...props }, forwarded) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const [typing, setTyping] = useState<Typing | null>(null);

  const setRef = (element: HTMLTextAreaElement | null) => {
    own.current = element;
    if (typeof forwarded === "function") forwarded(element);
    else if (forwarded) forwarded.current = element;
  };

  const auto = useListAutocomplete<Mentionable>({
    query: typing?.query ?? null,
    load: (query) => loadMentionable(query, postId),
    found: (count) =>
      `${count} ${count === 1 ? "member" : "members"} to mention. Up and down arrows to choose, Enter to mention, Escape to close.`,
    none: "No member by that name.",
    onChoose: (member) => {
      const element = own.current;
      if (element && typing) {
        const caret = element.selectionStart ?? element.value.length;
        element.setRangeText(`@${member.username} `, typing.start, caret, "end");
      }
      setTyping(null);
      return `Mentioned ${member.displayName}.`;
    },
  });

  const follow = () => {
    const element = own.current;
    if (element) setTyping(typingAt(element.value, element.selectionStart ?? 0));
  };

  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={setRef}
        {...auto.inputProps}
        onInput={follow}
        onClick={follow}
        onKeyUp={(event) => {
          if (!["ArrowUp", "ArrowDown", "Enter", "Tab", "Escape"].includes(event.key)) follow();
        }}
        onKeyDown={(event) => {
          if (!auto.onKeyDown(event)) onKeyDown?.(event);
        }}
        onBlur={(event) => {
          setTyping(null);
          props.onBlur?.(event);
        }}
      />
      <SuggestionList auto={auto} label="Members to mention" keyOf={(member) => member.id}>
        {(member) => (
          <>
            <span className="font-medium">{member.displayName}</span>
            <span className="text-sm">@{member.username}</span>
            {member.followed ? <span className="text-xs">(you follow)</span> : null}
            {!member.followed && member.inThread ? <span className="text-xs">(in this thread)</span> : null}
          </>
        )}
      </SuggestionList>
    </div>
  );
});
