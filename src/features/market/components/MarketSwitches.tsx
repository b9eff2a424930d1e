import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import type { AdType } from '../../../domain/catalog-filters';
import type { PropertyKind } from '../../../domain/options';
import { marketTexts, optionsTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { KINDS, kindQuery } from '../../../domain/market-search';
import '../../../ui/pill/pill.css';

const routeOf = (adType: AdType) => (adType === 2 ? paths.marketRent : paths.marketSell);

/** Sale or rent, then the property kind: links (the choice is the address), the current ones marked. */
export function MarketSwitches({ adType, kind }: { adType: AdType; kind: PropertyKind | null }) {
  const t = useTexts(marketTexts);
  const kinds = useTexts(optionsTexts).propertyKind;
  const current = (yes: boolean) => (yes ? ('page' as const) : undefined);
  return (
    <div className="market-switches">
      <nav className="market-switch" aria-label={t.deal.label}>
        {([1, 2] as const).map((deal) => (
          <Link key={deal} href={routeOf(deal).href(kindQuery(kind))} className="pill" aria-current={current(deal === adType)}>
            {t.deal[deal]}
          </Link>
        ))}
      </nav>
      <nav className="market-switch market-switch--kinds" aria-label={t.kinds.label}>
        {[null, ...KINDS].map((each) => (
          <Link key={each ?? 0} href={routeOf(adType).href(kindQuery(each))} className="pill" aria-current={current(each === kind)}>
            {each === null ? t.kinds.any : kinds[each]}
          </Link>
        ))}
      </nav>
    </div>
  );
}
