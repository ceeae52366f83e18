// New message: a To box that suggests members as a name is typed, with the list autocomplete that
// mentions use (ui/useListAutocomplete) and the same members (never oneself, no one with a block
// either way). Choosing one opens the thread at #message-box, which puts focus in its message box.
// Without script the form is a GET to /messages?find=<name>, whose loader lists the members whose
// name starts so, as links to their threads; with script, Enter with no list open does the same.
import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { loadMentionable, type Mentionable } from "~/components/posts/mentionable";
import { Button, buttonClass } from "~/components/ui/Button";
import { panelClass } from "~/components/ui/Card";
import { Field, Input } from "~/components/ui/Field";
import { SuggestionList, useListAutocomplete } from "~/components/ui/useListAutocomplete";
import { MESSAGE_BOX_ID } from "~/lib/messages";
import { MEMBER_NAME_QUERY } from "~/lib/posts";
import { MESSAGE_TEXTS } from "~/lib/texts";

type Member = { id: number; username: string; displayName: string };
/** The loader's answer to ?find=: what was typed, why it will not do, or who matches. */
export type MemberLookup = { query: string; error: string | null; members: Member[] };

const threadOf = (member: Member) => `/messages?to=${member.id}#${MESSAGE_BOX_ID}`;
const matching = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;
// findMemberSchema's rule, without zod on the page: only what the endpoint would accept is asked.
const askable = (name: string) =>
  name.length > 0 && name.length <= MEMBER_NAME_QUERY.maxLength && MEMBER_NAME_QUERY.pattern.test(name);

export function NewMessage({ find, threadId }: { find: MemberLookup | null; threadId: number | null }) {
  const navigate = useNavigate();
  const [text, setText] = useState(find?.query ?? "");
  const [focused, setFocused] = useState(false);
  const name = text.trim();
  const auto = useListAutocomplete<Mentionable>({
    query: focused && askable(name) ? name : null,
    load: (query) => loadMentionable(query),
    found: (count) =>
      `${matching(count)} to message. Up and down arrows to choose, Enter to open the conversation, Escape to close.`,
    none: MESSAGE_TEXTS.noMemberFound,
    onChoose: (member) => {
      setText("");
      navigate(threadOf(member));
      return `Opening your conversation with ${member.displayName}.`;
    },
    // Tab leaves the box as usual: choosing here opens another page.
    tabChooses: false,
  });

  // A search sent with Enter (no list open) is answered by the page: say what it found.
  const { say } = auto;
  const foundCount = find && !find.error ? find.members.length : null;
  useEffect(() => {
    if (foundCount !== null) say(foundCount ? `${matching(foundCount)} found.` : MESSAGE_TEXTS.noMemberFound);
  }, [find?.query, foundCount, say]);

  return (
    <details open={find !== null}>
      <summary className={buttonClass({ className: "inline-flex cursor-pointer items-center" })}>New message</summary>
      <div className={panelClass({ className: "mt-3" })}>
        <Form method="get" action="/messages" className="flex flex-col gap-3">
          {/* A search keeps the open thread open. */}
          {threadId !== null ? <input type="hidden" name="to" value={threadId} /> : null}
          <Field label="To" hint="Type a member's name, then choose them." error={find?.error}>
            <div className="relative">
              <Input
                name="find"
                role="combobox"
                aria-expanded={auto.open}
                {...auto.inputProps}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onFocus={() => setFocused(true)}
                onBlur={() => setFocused(false)}
                onKeyDown={auto.onKeyDown}
                autoComplete="off"
                spellCheck={false}
                className="w-full"
              />
              <SuggestionList auto={auto} label="Members to message" keyOf={(member) => member.id}>
                {(member) => (
                  <>
                    <span className="font-medium">{member.displayName}</span>
                    <span className="text-sm">@{member.username}</span>
                  </>
                )}
              </SuggestionList>
            </div>
          </Field>
          <div>
            <Button type="submit" variant="secondary">
              Find members
            </Button>
          </div>
        </Form>
        {find && !find.error ? (
          find.members.length ? (
            <ul aria-label="Members to message" className="mt-3 flex flex-col gap-1" data-testid="found-members">
              {find.members.map((member) => (
                <li key={member.id}>
                  <Link to={threadOf(member)} className="inline-flex min-h-8 items-center gap-2 underline">
                    Message {member.displayName}
                  </Link>{" "}
                  <span className="text-sm text-muted">@{member.username}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3">{MESSAGE_TEXTS.noMemberFound}</p>
          )
        ) : null}
      </div>
    </details>
  );
}
