import type { Ref } from 'react';
import { listingUiTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { busyProps } from '../../../ui/button/busy';
import { Icon } from '../../../ui/icon/Icon';
// the same round heart as the favourite toggle, in its saved state
import '../../../ui/favorite-button/favorite-button.css';

/** The filled heart on a saved card: one click removes it from the saved listings. */
export function RemoveSavedButton({ ref, title, busy, onRemove }: { ref: Ref<HTMLButtonElement>; title: string; busy: boolean; onRemove: () => void }) {
  const label = useTexts(listingUiTexts).favorite.removeListing(title);
  return (
    <button
      ref={ref}
      type="button"
      className="favorite-button favorite-button--round is-saved"
      aria-label={label}
      title={label}
      {...busyProps({ busy, onClick: onRemove })}
    >
      <Icon name="heart" size={20} filled />
    </button>
  );
}
