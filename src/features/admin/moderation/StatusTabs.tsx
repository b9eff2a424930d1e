import { useOptions } from '../../../domain/options';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { toStatus, type ListingStatus } from '../../../domain/listing';
import './status-tabs.css';


/** The status filter of the advertisements screen, as a row of toggle buttons. */
export function StatusTabs({ status, onChange }: { status: ListingStatus; onChange: (status: ListingStatus) => void }) {
  const t = useTexts(adminTexts).queue;
  const { statuses } = useOptions();
  return (
    <div className="status-tabs" role="group" aria-label={t.statusFilter}>
      {statuses.map((option) => {
        const value = toStatus(option.value);
        if (value === null) return null;
        return (
          <button
            key={option.value}
            type="button"
            className="status-tabs__tab"
            aria-pressed={value === status}
            onClick={() => onChange(value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
