import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { ka } from '../../i18n/ka';
import { layoutKa } from '../../i18n/layout.ka';
import { Icon } from '../../ui/icon/Icon';

// the external reading the main menu points to (an encyclopedia and a news site)
const external = [
  { href: 'https://ka.wikipedia.org', label: layoutKa.encyclopedia },
  { href: 'https://www.interpressnews.ge', label: layoutKa.news },
] as const;

const active = (isActive: boolean) => (isActive ? 'is-active' : '');

/** The encyclopedia and news links, opened in a new tab (list items for a <ul>); `iconClass` styles their "external" icon. */
export function ExternalLinkItems({ iconClass }: { iconClass: string }) {
  return external.map(({ href, label }) => (
    <li key={href}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <Icon name="external" size={14} className={iconClass} />
        <span className="visually-hidden">{layoutKa.opensInNewTab}</span>
      </a>
    </li>
  ));
}

/** The main menu: sale, rent and the two external links (list items for a <ul>). */
export function MainLinks() {
  return (
    <>
      <li>
        <Link href={paths.catalogSell.href()} className={active}>
          {ka.nav.sale}
        </Link>
      </li>
      <li>
        <Link href={paths.catalogRent.href()} className={active}>
          {ka.nav.rent}
        </Link>
      </li>
      <ExternalLinkItems iconClass="header__external" />
    </>
  );
}
