import { useId, useState, type KeyboardEvent } from 'react';
import { controlsTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Button } from '../button/Button';
import { composeTwoLevel, parseTwoLevel, selectedLabels, summarizeLabels, type TwoLevelOption } from './select-logic';
import { HiddenInput } from './HiddenInput';
import { SelectShell } from './SelectShell';
import { TwoLevelMainList } from './TwoLevelMainList';
import { useDropdown } from './use-dropdown';
import './select.css';

export type { TwoLevelOption } from './select-logic';

interface Props {
  label: string;
  options: readonly TwoLevelOption[];
  /** 'main,sub1,sub2' or '' (then the first option is the main category: one whose value is '' stands for any) */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  /**
   * A choice on screen is kept when the panel closes any other way than Escape (a press outside,
   * the trigger), as by confirm: for a search, where a choice is easily undone. Not where it clears
   * other fields (a listing's kind).
   */
  keepOnDismiss?: boolean;
}

/**
 * A main category plus its sub-options (§2, §4): the choice is a draft inside the panel, emitted
 * by confirm (or `keepOnDismiss`); clear empties the sub-options and keeps the main category.
 */
export function TwoLevelSelect({ label, options, value, onChange, name, keepOnDismiss = false }: Props) {
  const t = useTexts(controlsTexts).select;
  const triggerId = useId();
  const panelId = useId();
  const [draft, setDraft] = useState(() => parseTwoLevel(value, options));

  const current = parseTwoLevel(value, options);
  // only a changed choice: the default main category of an empty value is no choice
  const keep = () => {
    if (keepOnDismiss && (draft.main !== current.main || draft.subs.join() !== current.subs.join())) onChange(composeTwoLevel(draft.main, draft.subs));
  };
  const dropdown = useDropdown({ onDismiss: keep });
  const currentMain = options.find((option) => option.value === current.main);
  const subLabels = selectedLabels(currentMain?.children ?? [], current.subs);
  const summary = [currentMain?.label ?? '', summarizeLabels(subLabels)].filter(Boolean).join(': ');

  const draftMain = options.find((option) => option.value === draft.main);
  const children = draftMain?.children ?? [];

  function show() {
    setDraft(current);
    dropdown.show();
  }

  function toggleSub(sub: string) {
    setDraft(({ main, subs }) => ({
      main,
      subs: children.filter((child) => (child.value === sub) !== subs.includes(child.value)).map((child) => child.value),
    }));
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (['ArrowDown', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      if (dropdown.open) {
        keep();
        dropdown.close();
      } else show();
    }
  }

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    // consumed here so a surrounding dialog stays open
    event.preventDefault();
    event.stopPropagation();
    dropdown.close(true);
  }

  return (
    <SelectShell
      dropdown={dropdown}
      label={label}
      triggerId={triggerId}
      panelId={panelId}
      popup="dialog"
      summary={summary}
      empty={false}
      disabled={false}
      onTriggerClick={() => {
        if (!dropdown.open) return show();
        keep();
        dropdown.close();
      }}
      onTriggerKeyDown={onTriggerKeyDown}
      hidden={name && <HiddenInput name={name} value={value} />}
    >
      <div className="two-level" onKeyDown={onPanelKeyDown}>
        <TwoLevelMainList label={label} options={options} value={draft.main} onChange={(main) => setDraft((current) => (current.main === main ? current : { main, subs: [] }))} />
        {draftMain && children.length > 0 && (
          <fieldset className="two-level__subs">
            <legend className="two-level__legend">{t.subOptions(draftMain.label)}</legend>
            {children.map((child) => (
              <label key={child.value} className="two-level__sub">
                <input
                  type="checkbox"
                  className="two-level__checkbox"
                  checked={draft.subs.includes(child.value)}
                  onChange={() => toggleSub(child.value)}
                />
                <span>{child.label}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="two-level__actions">
          <Button variant="ghost" small className="two-level__action" onClick={() => setDraft(({ main }) => ({ main, subs: [] }))}>
            {t.clear}
          </Button>
          <Button
            small
            className="two-level__action"
            onClick={() => {
              onChange(composeTwoLevel(draft.main, draft.subs));
              dropdown.close(true);
            }}
          >
            {t.confirm}
          </Button>
        </div>
      </div>
    </SelectShell>
  );
}
