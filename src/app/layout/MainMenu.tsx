import { layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useEffect } from 'react';
import { Icon } from '../../ui/icon/Icon';
import { usePageSettled } from '../../ui/idle/settled';
import { PartBoundary, lazyPart } from '../../ui/load/lazy-part';
import { usePopover } from './use-popover';

// the panel opens on a tap: its code and CSS are no part of a page's first response, and are
// fetched once the page has settled, so that a tap finds them there
const loadPanel = () => import('./MainMenuPanel');
const MainMenuPanel = lazyPart(() => loadPanel().then((m) => m.MainMenuPanel));

/** The mobile main menu behind a menu button. */
export function MainMenu() {
  const l = useTexts(layoutTexts);
  const { open, toggle, close, root } = usePopover<HTMLDivElement>();
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
        <PartBoundary failure="opened" onClose={close}>
          <MainMenuPanel onSwitch={toggle} />
        </PartBoundary>
      )}
    </div>
  );
}
