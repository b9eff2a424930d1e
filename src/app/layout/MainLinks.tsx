import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { appTexts, layoutTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { Icon } from '../../ui/icon/Icon';
import { NewTabLink } from '../../ui/link/NewTabLink';

// the external reading the main menu points to (an encyclopedia and a news site), each in the
// page's language where it has one
const EXTERNAL = {
  encyclopedia: { ka: 'https://ka.wikipedia.org', en: 'https://en.wikipedia.org', ru: 'https://ru.wikipedia.org' },
  news: { ka: 'https://www.interpressnews.ge/ka', en: 'https://www.interpressnews.ge/en', ru: 'https://www.interpressnews.ge/ru' },
} as const;

const active = (isActive: boolean) => (isActive ? 'is-active' : '');

/** The encyclopedia and news links, opened in a new tab (list items for a <ul>); `iconClass` styles their "external" icon. */
export function ExternalLinkItems({ iconClass }: { iconClass: string }) {
  const l = useTexts(layoutTexts);
  const lang = useLang();
  const external = [
    { href: EXTERNAL.encyclopedia[lang], label: l.encyclopedia },
    { href: EXTERNAL.news[lang], label: l.news },
  ];
  return external.map(({ href, label }) => (
    <li key={href}>
      <NewTabLink href={href}>
        {label}
        <Icon name="external" size={14} className={iconClass} />
      </NewTabLink>
    </li>
  ));
}

/** The main menu: sale, rent and the two external links (list items for a <ul>). */
export function MainLinks() {
  const t = useTexts(appTexts);
  return (
    <>
      <li>
        <Link href={paths.catalogSell.href()} className={active}>
          {t.nav.sale}
        </Link>
      </li>
      <li>
        <Link href={paths.catalogRent.href()} className={active}>
          {t.nav.rent}
        </Link>
      </li>
      <ExternalLinkItems iconClass="header__external" />
    </>
  );
}
