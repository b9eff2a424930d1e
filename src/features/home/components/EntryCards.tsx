import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { homeTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';

/** The two ways into the catalogue: buying and renting. */
export function EntryCards() {
  const t = useTexts(homeTexts).entry;
  const entries = [
    { href: paths.catalogSell.href(), title: t.buyTitle, text: t.buyText, icon: 'key' as const, tone: 'buy' },
    { href: paths.catalogRent.href(), title: t.rentTitle, text: t.rentText, icon: 'building' as const, tone: 'rent' },
  ];
  return (
    <section className="home-section" aria-labelledby="home-entry-title">
      <h2 id="home-entry-title" className="home-section__title">
        {t.title}
      </h2>
      <ul className="home-entry">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={`home-entry__card home-entry__card--${entry.tone}`}>
              <span className="home-entry__icon">
                <Icon name={entry.icon} size={28} />
              </span>
              <span className="home-entry__title">{entry.title}</span>
              <span className="home-entry__text">{entry.text}</span>
              <span className="home-entry__open">
                {t.open} <Icon name="chevronRight" size={18} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
