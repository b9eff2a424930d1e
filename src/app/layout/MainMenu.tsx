import { layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Icon } from '../../ui/icon/Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { MainLinks } from './MainLinks';
import { usePopover } from './use-popover';

/** The mobile main menu behind a menu button. */
export function MainMenu() {
  const l = useTexts(layoutTexts);
  const { open, toggle, root } = usePopover<HTMLDivElement>();
  return (
    <div className="header__popover" ref={root}>
      <button type="button" className="header__icon-button" aria-expanded={open} aria-controls={open ? 'header-main-menu' : undefined} onClick={toggle}>
        <Icon name={open ? 'close' : 'menu'} size={24} label={l.mainMenu} />
      </button>
      {open && (
        <nav id="header-main-menu" className="header__panel" aria-label={l.mainMenu}>
          <ul className="header__menu-list">
            <MainLinks />
          </ul>
          <Link href={paths.createAdvertisement.href()} className="button button--primary header__panel-cta">
            <Icon name="plus" /> {l.addListing}
          </Link>
          <LanguageSwitch full onSwitch={toggle} />
        </nav>
      )}
    </div>
  );
}
