import { appTexts, layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { ExternalLinkItems } from './MainLinks';
import './footer.css';

export function Footer() {
  const t = useTexts(appTexts);
  const l = useTexts(layoutTexts);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <p className="footer__logo">{t.app.name}</p>
          <p>{l.footer.about}</p>
        </div>
        <nav aria-label={l.footer.browse}>
          <h2 className="footer__heading">{l.footer.browse}</h2>
          <ul className="footer__list">
            <li>
              <Link href={paths.catalogSell.href()}>{l.footer.buy}</Link>
            </li>
            <li>
              <Link href={paths.catalogRent.href()}>{l.footer.rent}</Link>
            </li>
            <li>
              <Link href={paths.marketSell.href()}>{l.footer.market}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={l.footer.reading}>
          <h2 className="footer__heading">{l.footer.reading}</h2>
          <ul className="footer__list">
            <ExternalLinkItems iconClass="footer__external" />
          </ul>
        </nav>
        <nav aria-label={l.footer.forUsers}>
          <h2 className="footer__heading">{l.footer.forUsers}</h2>
          <ul className="footer__list">
            <li>
              <Link href={paths.createAdvertisement.href()}>{l.addListing}</Link>
            </li>
            <li>
              <Link href={paths.myApartments.href()}>{l.myListings}</Link>
            </li>
            <li>
              <Link href={paths.savedApartments.href()}>{l.savedListings}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer__languages">
        <LanguageSwitch at="footer" />
      </div>
      {/* a page cached over New Year (or rendered in UTC as Tbilisi's year turns) keeps the year
          it was rendered in: React's way for a date the browser's clock may not share */}
      <p className="footer__rights" suppressHydrationWarning>
        {l.footer.rights(new Date().getFullYear())}
      </p>
    </footer>
  );
}
