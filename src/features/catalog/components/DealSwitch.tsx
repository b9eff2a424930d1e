import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { catalogTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import type { AdType } from '../../../domain/catalog-filters';

/** Sale or rent: two links, the current one marked. */
export function DealSwitch({ adType }: { adType: AdType }) {
  const t = useTexts(catalogTexts).deal;
  const items = [
    { type: 1, href: paths.catalogSell.href(), label: t.buy },
    { type: 2, href: paths.catalogRent.href(), label: t.rent },
  ] as const;
  return (
    <nav className="catalog-deal" aria-label={t.label}>
      {items.map((item) => (
        <Link key={item.type} href={item.href} className="catalog-deal__item" aria-current={item.type === adType ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
