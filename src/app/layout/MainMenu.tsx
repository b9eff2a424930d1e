import { layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { lazy, Suspense, useEffect } from 'react';
import { Icon } from '../../ui/icon/Icon';
import { usePageSettled } from '../../ui/idle/settled';
import { usePopover } from './use-popover';

// the panel opens on a tap: its code and CSS are no part of a page's first response, and are
// fetched once the page has settled, so that a tap finds them there
const loadPanel = () => import('./MainMenuPanel');
const MainMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MainMenuPanel })));

/** The mobile main menu behind a menu button. */
export function MainMenu() {
  const l = useTexts(layoutTexts);
  const { open, toggle, root } = usePopover<HTMLDivElement>();
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) void loadPanel().catch(() => undefined);
  }, [settled]);
  return (
    <div className="header__popover" ref={root}>
      <button type="button" className="header__icon-button" aria-expanded={open} aria-controls={open ? 'header-main-menu' : undefined} onClick={toggle}>
        <Icon name={open ? 'close' : 'menu'} size={24} label={l.mainMenu} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MainMenuPanel onSwitch={toggle} />
        </Suspense>
      )}
    </div>
  );
}
