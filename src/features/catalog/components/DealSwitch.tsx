import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { catalogTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { parse, toQuery, type AdType, type Filters } from '../../../domain/catalog-filters';

/**
 * The same search in the other deal, from its first page: what applies to that deal is kept (a
 * filter whose options differ by deal drops the codes it does not offer there); the price bounds
 * go, a month's rent being no sale price.
 */
export const inDeal = (filters: Filters, adType: AdType): string =>
  toQuery(parse(toQuery({ ...filters, page: 1, rangePrice: null, rangePriceMax: null }), adType));

/** Sale or rent: two links, the current one marked, each with the search. */
export function DealSwitch({ filters }: { filters: Filters }) {
  const t = useTexts(catalogTexts).deal;
  const items = [
    { type: 1, href: paths.catalogSell.href(inDeal(filters, 1)), label: t.buy },
    { type: 2, href: paths.catalogRent.href(inDeal(filters, 2)), label: t.rent },
  ] as const;
  return (
    <nav className="catalog-deal" aria-label={t.label}>
      {items.map((item) => (
        <Link key={item.type} href={item.href} className="catalog-deal__item" aria-current={item.type === filters.adType ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
