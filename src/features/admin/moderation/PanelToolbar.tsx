import { useOptions } from '../../../domain/options';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { busyProps, busySelectProps } from '../../../ui/button/busy';
import { toStatus, type Listing, type ListingStatus } from '../../../domain/listing';

interface Props {
  listing: Listing;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onDelete: () => void;
  onTelegram: () => void;
  onTariff: () => void;
  onStatus: (status: ListingStatus) => void;
  /** the pointer or the focus is on the toolbar: a dialog may be opened next */
  onPrepare: () => void;
}

/** The panel's actions, each with its shortcut key shown, and told to assistive technology by aria-keyshortcuts alone (not in its name). */
export function PanelToolbar({ listing, busy, onApprove, onReject, onDelete, onTelegram, onTariff, onStatus, onPrepare }: Props) {
  const t = useTexts(adminTexts).queue;
  const { statuses } = useOptions();
  return (
    <div className="panel-toolbar" role="toolbar" aria-label={t.toolbar} aria-busy={busy || undefined} onPointerEnter={onPrepare} onFocus={onPrepare}>
      <button
        type="button"
        className="panel-toolbar__button panel-toolbar__button--approve"
        aria-keyshortcuts="A"
        {...busyProps({ busy, disabled: listing.status === 2, onClick: onApprove })}
      >
        {t.approve} <kbd aria-hidden="true">A</kbd>
      </button>
      <button
        type="button"
        className="panel-toolbar__button panel-toolbar__button--reject"
        aria-keyshortcuts="R"
        {...busyProps({ busy, disabled: listing.status === 3, onClick: onReject })}
      >
        {t.reject} <kbd aria-hidden="true">R</kbd>
      </button>
      <button type="button" className="panel-toolbar__button" aria-keyshortcuts="T" {...busyProps({ busy, onClick: onTelegram })}>
        {t.telegram} <kbd aria-hidden="true">T</kbd>
      </button>
      <button type="button" className="panel-toolbar__button" {...busyProps({ busy, onClick: onTariff })}>
        {t.addTariff}
      </button>
      <button type="button" className="panel-toolbar__button panel-toolbar__button--danger" aria-keyshortcuts="D" {...busyProps({ busy, onClick: onDelete })}>
        {t.delete} <kbd aria-hidden="true">D</kbd>
      </button>
      <select
        className="row-select panel-toolbar__status"
        aria-label={t.changeStatus}
        value={listing.status}
        {...busySelectProps({
          busy,
          onChange: (value) => {
            const status = toStatus(value);
            if (status) onStatus(status);
          },
        })}
      >
        {statuses.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
