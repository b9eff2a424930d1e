import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { catalogKa } from '../../../i18n/catalog.ka';
import type { AdType } from '../../../domain/catalog-filters';

/** Sale or rent: two links, the current one marked. */
export function DealSwitch({ adType }: { adType: AdType }) {
  const items = [
    { type: 1, href: paths.catalogSell.href(), label: catalogKa.deal.buy },
    { type: 2, href: paths.catalogRent.href(), label: catalogKa.deal.rent },
  ] as const;
  return (
    <nav className="catalog-deal" aria-label={catalogKa.deal.label}>
      {items.map((item) => (
        <Link key={item.type} href={item.href} className="catalog-deal__item" aria-current={item.type === adType ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
