// Online ordering and the pickup methods as checkboxes, with why a drive-thru method is unavailable:
// the Ordering tab and the new-store page show the same list. The server judges the choice.
import { FieldGroup } from '../../ui/form-field.tsx';
import { ORDERING_SWITCHES, type StoreOrdering } from './store-fields.ts';

export function OrderingSwitches({
  ordering,
  driveThru,
  error,
  onChange,
}: {
  readonly ordering: StoreOrdering;
  /** Whether the store has a drive-thru (its pickup methods need one). */
  readonly driveThru: boolean;
  readonly error: string | null;
  readonly onChange: (ordering: StoreOrdering) => void;
}) {
  return (
    <FieldGroup legend="What the store offers in the app" error={error}>
      <div className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
        {ORDERING_SWITCHES.map((s) => {
          const unavailable = s.needsDriveThru === true && !driveThru;
          return (
            <label key={s.key} className="flex items-start gap-3 px-4 py-3">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-[#7a3606]"
                checked={ordering[s.key]}
                disabled={unavailable && !ordering[s.key]}
                onChange={(event) => onChange({ ...ordering, [s.key]: event.target.checked })}
              />
              <span>
                <span className="block font-semibold text-stone-900">{s.label}</span>
                <span className="block text-sm text-stone-600">
                  {unavailable ? 'This store has no drive-thru.' : s.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}
