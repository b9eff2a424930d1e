import { listingUiTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { busyProps } from '../../../ui/button/busy';
import { handOffControl } from '../../../ui/focus/use-focus-hand-off';
import { Icon } from '../../../ui/icon/Icon';
// the same round heart as the favourite toggle, in its saved state
import '../../../ui/favorite-button/favorite-button.css';

/** The filled heart on a saved card: one click removes it from the saved listings. */
export function RemoveSavedButton({ title, busy, onRemove }: { title: string; busy: boolean; onRemove: () => void }) {
  const label = useTexts(listingUiTexts).favorite.removeListing(title);
  return (
    <button
      type="button"
      className="favorite-button favorite-button--round is-saved"
      aria-label={label}
      title={label}
      {...handOffControl('remove')}
      {...busyProps({ busy, onClick: onRemove })}
    >
      <Icon name="heart" size={20} filled />
    </button>
  );
}
