// The privacy level as a group of radios, each described by what it means. Used by the
// profile wizard's last step and by Privacy Settings.
import { PRIVACY_LABELS, type PrivacyLevel } from "~/lib/connections";
import { PRIVACY_LEVELS } from "~/lib/vocab";

export function PrivacyLevelRadios({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PrivacyLevel;
  onChange: (level: PrivacyLevel) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium">Privacy level</legend>
      <div className="mt-2 flex flex-col gap-2">
        {PRIVACY_LEVELS.map((level) => (
          <label key={level} className="flex items-start gap-2">
            <input
              type="radio"
              name={`${id}-privacy`}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
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
