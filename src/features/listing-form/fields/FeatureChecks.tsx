import type { OptionGroup } from '../../../domain/options';

interface Props {
  groups: readonly OptionGroup[];
  /** the ticked flags, of every kind */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** the flags a ticked one unticks (those of its group it contradicts) */
  ruledOutBy: (flag: string) => readonly string[];
}

/**
 * The step 3 flags of the kind (§3 ids 1-60) as checkbox chips. They write the form's `features`
 * themselves rather than through named inputs: the step joins the form late (ListingForm), and a
 * group of named checkboxes joining it would be read back as the form's value, dropping what it
 * held. A flag of a group the kind no longer shows stays ticked in the form (it is not sent), so
 * switching back finds it again.
 */
export function FeatureChecks({ groups, value, onChange, ruledOutBy }: Props) {
  const shown = groups.flatMap((group) => group.options.map((option) => option.value));
  function toggle(flag: string, on: boolean) {
    const ticked = new Set(value);
    if (on) {
      ticked.add(flag);
      for (const other of ruledOutBy(flag)) ticked.delete(other);
    } else ticked.delete(flag);
    // in the order the chips are laid out, then the other kinds' flags
    onChange([...shown.filter((each) => ticked.has(each)), ...value.filter((each) => ticked.has(each) && !shown.includes(each))]);
  }
  return (
    <div className="feature-checks">
      {groups.map((group) => (
        <fieldset key={group.label} className="feature-checks__group">
          <legend className="feature-checks__legend">{group.label}</legend>
          <div className="feature-checks__chips">
            {group.options.map((option) => (
              <label key={option.value} className="chip">
                <input
                  className="chip__input"
                  type="checkbox"
                  checked={value.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span className="chip__label">{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
