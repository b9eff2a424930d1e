import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { ka } from '../../i18n/ka';
import { layoutKa } from '../../i18n/layout.ka';
import { ExternalLinkItems } from './MainLinks';
import './footer.css';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <p className="footer__logo">{ka.app.name}</p>
          <p>{layoutKa.footer.about}</p>
        </div>
        <nav aria-label={layoutKa.footer.browse}>
          <h2 className="footer__heading">{layoutKa.footer.browse}</h2>
          <ul className="footer__list">
            <li>
              <Link href={paths.catalogSell.href()}>{layoutKa.footer.buy}</Link>
            </li>
            <li>
              <Link href={paths.catalogRent.href()}>{layoutKa.footer.rent}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={layoutKa.footer.reading}>
          <h2 className="footer__heading">{layoutKa.footer.reading}</h2>
          <ul className="footer__list">
            <ExternalLinkItems iconClass="footer__external" />
          </ul>
        </nav>
        <nav aria-label={layoutKa.footer.forUsers}>
          <h2 className="footer__heading">{layoutKa.footer.forUsers}</h2>
          <ul className="footer__list">
            <li>
              <Link href={paths.createAdvertisement.href()}>{layoutKa.addListing}</Link>
            </li>
            <li>
              <Link href={paths.myApartments.href()}>{layoutKa.myListings}</Link>
            </li>
            <li>
              <Link href={paths.savedApartments.href()}>{layoutKa.footer.saved}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__rights">{layoutKa.footer.rights(new Date().getFullYear())}</p>
    </footer>
  );
}
