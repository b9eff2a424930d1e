import { recentlyViewedTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { notify } from '../../state/notifications';
import { clearRecentlyViewed, restoreRecentlyViewed } from '../../state/recently-viewed';

/** Clears the recently viewed listings, told with a way to bring them back: a press is no loss. */
export function useClearRecentlyViewed(): () => void {
  const t = useTexts(recentlyViewedTexts);
  return () => {
    const cleared = clearRecentlyViewed();
    notify('success', t.cleared, { label: t.undo, run: () => restoreRecentlyViewed(cleared) });
  };
}
