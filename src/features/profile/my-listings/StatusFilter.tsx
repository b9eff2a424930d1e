import type { Ref } from 'react';
import { labelOf, useOptions } from '../../../domain/options';
import { profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { STATUS } from '../owner-actions';
import '../../../ui/pill/pill.css';
import './status-filter.css';
import type { ListingStatus } from '../../../domain/listing';

interface Props {
  value: ListingStatus | null;
  onChange: (value: ListingStatus | null) => void;
  /** the "all" chip, for the empty state's "show all" to hand the focus to */
  allRef?: Ref<HTMLButtonElement>;
}

/** The status filter of my-apartments: one pressed chip, "all" first. */
export function StatusFilter({ value, onChange, allRef }: Props) {
  const t = useTexts(profileTexts).apartments;
  const o = useOptions();
  const choices: Array<{ value: ListingStatus | null; label: string }> = [
    { value: null, label: t.all },
    ...Object.values(STATUS).map((value) => ({ value, label: labelOf(o.statuses, value) })),
  ];
  return (
    <div className="status-filter" role="group" aria-label={t.filter}>
      {choices.map((choice) => (
        <button
          key={choice.label}
          ref={choice.value === null ? allRef : undefined}
          type="button"
          className="pill"
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
