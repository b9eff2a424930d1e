import { layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Icon } from '../../ui/icon/Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { MainLinks } from './MainLinks';
import '../../ui/button/button.css';
import './header-menu.css';

/** The mobile main menu's panel: the main links, adding a listing, the languages. */
export function MainMenuPanel({ onSwitch }: { onSwitch: () => void }) {
  const l = useTexts(layoutTexts);
  return (
    <nav id="header-main-menu" className="header-menu" aria-label={l.mainMenu}>
      <ul className="header-menu__list">
        <MainLinks />
      </ul>
      <Link href={paths.createAdvertisement.href()} className="button button--primary header-menu__cta">
        <Icon name="plus" /> {l.addListing}
      </Link>
      <LanguageSwitch at="menu" onSwitch={onSwitch} />
    </nav>
  );
}
