// The privacy level as a group of radios, each described by what it means. Used by the
// profile wizard's last step (controlled) and by Privacy Settings (a form field, `name`).
import { errorId } from "~/components/ui/Field";
import { PRIVACY_LABELS, type PrivacyLevel } from "~/lib/connections";
import { PRIVACY_LEVELS } from "~/lib/vocab";

type Choice =
  | { value: PrivacyLevel; onChange: (level: PrivacyLevel) => void; defaultValue?: never }
  | { defaultValue: PrivacyLevel; value?: never; onChange?: never };

export function PrivacyLevelRadios({
  id,
  name = `${id}-privacy`,
  error,
  ...choice
}: Choice & { id: string; name?: string; error?: string }) {
  return (
    <fieldset aria-describedby={error ? errorId(id) : undefined}>
      <legend className="font-medium">Privacy level</legend>
      {error ? (
        <p id={errorId(id)} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex flex-col gap-2">
        {PRIVACY_LEVELS.map((level, i) => (
          <label key={level} className="flex items-start gap-2">
            <input
              type="radio"
              name={name}
              value={level}
              {...(choice.onChange
                ? { checked: choice.value === level, onChange: () => choice.onChange(level) }
                : { defaultChecked: choice.defaultValue === level })}
              // The first radio is where focus goes to fix a refused choice.
              aria-invalid={error && i === 0 ? true : undefined}
              aria-describedby={`${id}-${level}`}
              className="mt-1 h-5 w-5"
            />
            <span>
              <span className="font-medium">{PRIVACY_LABELS[level].label}</span>
              <span id={`${id}-${level}`} className="block text-sm text-muted">
                {PRIVACY_LABELS[level].description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
