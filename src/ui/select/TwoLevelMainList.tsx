import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { SelectOption } from './select-logic';

interface Props {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

const steps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The main categories as a radio group with a roving tab stop, built from buttons because
 * native radios would need a name and be submitted with the surrounding form.
 */
export function TwoLevelMainList({ label, options, value, onChange }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const checked = Math.max(
    options.findIndex((option) => option.value === value),
    0,
  );

  // the panel opens with focus on the chosen category
  useEffect(() => {
    refs.current[checked]?.focus({ preventScroll: true });
    // only on mount: later focus moves follow the keys
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (checked + step + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    refs.current[next]?.focus();
  }

  return (
    <div role="radiogroup" aria-label={label} className="two-level__mains" onKeyDown={onKeyDown}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={index === checked}
          tabIndex={index === checked ? 0 : -1}
          className="two-level__main"
          onClick={() => onChange(option.value)}
        >
          <span className="two-level__radio" aria-hidden="true" />
          {option.label}
        </button>
      ))}
    </div>
  );
}
