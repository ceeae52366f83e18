// The @username field: as the member types, it asks GET /api/account/username whether the name is
// free and says so politely (never moving focus). The server checks again on saving.
import { useEffect, useId, useRef, useState } from "react";
import { getJson } from "~/lib/api-client";
import { USERNAME_PATTERN } from "~/lib/account";
import { ACCOUNT_TEXTS as T } from "~/lib/texts/account";
import { TextField } from "~/components/ui/TextField";

type Check = { username: string; available: boolean; reason?: string; yours?: boolean };

export function UsernameField({
  current,
  defaultValue,
  error,
  required = true,
  hint = T.usernameHint,
}: {
  current: string;
  defaultValue: string;
  error?: string;
  required?: boolean;
  hint?: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const [status, setStatus] = useState("");
  const statusId = useId();
  const latest = useRef(0);
  useEffect(() => {
    const name = value.trim().toLowerCase();
    if (name === current || name === "") return setStatus("");
    if (!USERNAME_PATTERN.test(name)) return setStatus(T.usernameInvalid);
    const ask = ++latest.current;
    // Asked once typing pauses, so each key is not a request.
    const timer = setTimeout(() => {
      setStatus(T.usernameChecking);
      getJson(`/api/account/username?username=${encodeURIComponent(name)}`)
        .then((answer) => {
          if (ask !== latest.current) return;
          const check = answer as Check;
          setStatus(
            check.available ? T.usernameAvailable(check.username) : (check.reason ?? T.usernameTaken(check.username)),
          );
        })
        .catch(() => ask === latest.current && setStatus(""));
    }, 400);
    return () => clearTimeout(timer);
  }, [value, current]);
  return (
    <div className="flex flex-col gap-1">
      <TextField
        label={T.usernameLabel}
        hint={hint}
        name="username"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        required={required}
        error={error}
      />
      <p id={statusId} role="status" className="min-h-5 text-sm">
        {status}
      </p>
      {required && current !== value.trim().toLowerCase() ? (
        <p className="text-sm text-muted">{T.usernameOldMentions}</p>
      ) : null}
    </div>
  );
}
