import type { OptionGroup } from '../../../domain/options';

/**
 * The step 3 flags of the kind (§3 ids 1-60) as checkbox chips, all named `features`. A flag of
 * a group the kind no longer shows stays ticked in the form (it is not sent), so switching back
 * finds it again.
 */
export function FeatureChecks({ groups }: { groups: readonly OptionGroup[] }) {
  return (
    <div className="feature-checks">
      {groups.map((group) => (
        <fieldset key={group.label} className="feature-checks__group">
          <legend className="feature-checks__legend">{group.label}</legend>
          <div className="feature-checks__chips">
            {group.options.map((option) => (
              <label key={option.value} className="chip">
                <input className="chip__input" type="checkbox" name="features" value={option.value} data-felte-keep-on-remove />
                <span className="chip__label">{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
