import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRoute, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import type { AdType } from '../../domain/catalog-filters';
import { kindOf } from '../../domain/market-search';
import type { PropertyKind } from '../../domain/options';
import { appTexts, marketTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { QueryView } from '../../ui/load/QueryView';
import { marketQuery } from './api/queries';
import { sharedDomain } from './chart';
import { decimalsOf, scaleOf } from './colour-scale';
import { DistrictList } from './components/DistrictList';
import { DistrictMap } from './components/DistrictMap';
import { MarketSwitches } from './components/MarketSwitches';
import { SeriesTable } from './components/SeriesTable';
import type { MarketAnswer } from './market';
import { periodLabel } from './period';
import './market.css';

/**
 * Prices by district (/market/sell, /market/rent): each district's median per m², its listings,
 * its change over a year and its quarters as a chart and a table, rendered on the server; the map
 * is the browser's addition. The property kind is the address's `flatObjects`, named in the heading.
 */
export function MarketPage() {
  const t = useTexts(marketTexts);
  const screens = useTexts(appTexts).screens;
  const [isRent] = useRoute(paths.marketRent.path);
  const adType: AdType = isRent ? 2 : 1;
  const kind = kindOf(useSearch());
  const query = useQuery(marketQuery(adType, kind));
  return (
    <div className="page market">
      <h1 className="market__title">{kind === null ? screens[isRent ? 'MarketRent' : 'MarketSell'] : t.heading[adType](kind)}</h1>
      <MarketSwitches adType={adType} kind={kind} />
      <QueryView
        query={query}
        icon="search"
        failed={t.failed}
        empty={{ title: t.empty.title, text: kind === null ? t.empty.any : t.empty.kind, when: (data) => data.result.districts.length === 0 }}
      >
        {(data) => <Report report={data.result} adType={adType} kind={kind} />}
      </QueryView>
    </div>
  );
}

function Report({ report, adType, kind }: { report: MarketAnswer['result']; adType: AdType; kind: PropertyKind | null }) {
  const t = useTexts(marketTexts);
  // dearest first; districts without a median last, in the API's order
  const districts = useMemo(
    () => [...report.districts].sort((a, b) => (b.median_price_m2 ?? -1) - (a.median_price_m2 ?? -1)),
    [report.districts],
  );
  // one scale while the answer is the same: the map draws its districts anew for a new one
  const scale = useMemo(() => scaleOf(districts.map((district) => district.median_price_m2)), [districts]);
  const domain = sharedDomain(districts.map((district) => district.series));
  // one precision for every figure of the page: a column never mixes '12' and '11.8'
  const decimals = decimalsOf(districts.flatMap((district) => district.series.map((point) => point.median_price_m2)));
  const period = periodLabel(report.period, t);
  return (
    <>
      <p className="market__intro">
        {report.scope === 'listings' ? t.intro.listings[adType](period) : t.intro[report.scope](period)}
      </p>
      <DistrictList districts={districts} adType={adType} kind={kind} scope={report.scope} scale={scale} domain={domain} decimals={decimals} />
      {/* after the figures the server renders: the map paints once its code has run, and at the
          top it was the page's largest paint, seconds after the rest */}
      <DistrictMap districts={districts} adType={adType} kind={kind} scale={scale} decimals={decimals} />
      <SeriesTable districts={districts} adType={adType} decimals={decimals} />
    </>
  );
}
