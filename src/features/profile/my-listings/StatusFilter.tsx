import { labelOf, statuses } from '../../../domain/options';
import { profileKa } from '../../../i18n/profile.ka';
import { STATUS } from '../owner-actions';
import './status-filter.css';
import type { ListingStatus } from '../../../domain/listing';

const choices: Array<{ value: ListingStatus | null; label: string }> = [
  { value: null, label: profileKa.apartments.all },
  ...Object.values(STATUS).map((value) => ({ value, label: labelOf(statuses, value) })),
];

/** The status filter of my-apartments: one pressed chip, "all" first. */
export function StatusFilter({ value, onChange }: { value: ListingStatus | null; onChange: (value: ListingStatus | null) => void }) {
  return (
    <div className="status-filter" role="group" aria-label={profileKa.apartments.filter}>
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          className="status-filter__chip"
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
