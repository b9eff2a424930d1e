import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { quarterIndex } from '../../../../src/features/market/chart';
import { PriceChart } from '../../../../src/features/market/components/PriceChart';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';

const domain = { first: quarterIndex('2022-Q2'), last: quarterIndex('2025-Q1'), low: 500, high: 2500, step: 500 };
const series = [
  { period: '2022-Q2', median_price_m2: 1384 },
  { period: '2023-Q2', median_price_m2: 1585 },
  { period: '2025-Q1', median_price_m2: 2117 },
];

const chart = (lang: Lang, district: string, adType: 1 | 2 = 1) =>
  renderToString(
    <LangProvider lang={lang}>
      <PriceChart series={series} domain={domain} district={district} adType={adType} unit="$/m²" />
    </LangProvider>,
  );

describe('the price chart as the server draws it', () => {
  it('is an SVG image named by its title, with its price ticks, its first and last quarter and the latest median', () => {
    const svg = chart('en', 'Vake');
    expect(svg).toMatch(/^<svg class="market-chart" viewBox="0 0 320 140" role="img" aria-labelledby="([^"]+)"><title id="\1">Vake: the median price of 1 m² by quarter<\/title>/);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((found) => found[1]);
    // the price axis names its unit
    expect(texts).toEqual(['$/m²', '500', '1,000', '1,500', '2,000', '2,500', 'Q2 2022', 'Q1 2025', '2,117']);
    expect(svg).toContain('<polyline class="market-chart__line" points="48,77.1 141.1,68.3 304,44.9">');
    expect(svg.match(/<circle /g)).toHaveLength(3);
    // the latest median stands above its dot
    expect(svg).toContain('<text class="market-chart__value" x="304" y="44.9" dy="-0.7em" text-anchor="end">2,117</text>');
  });

  it('speaks the page’s language', () => {
    const svg = chart('ka', 'ვაკე');
    expect(svg).toContain('ვაკე: 1 მ²-ის მედიანური ფასი კვარტლების მიხედვით');
    expect(svg).toContain('>2 კვ. 2022<');
    expect(svg).toContain('>2 117<');
    expect(chart('ru', 'Ваке')).toContain('>1 кв. 2025<');
  });

  it('names a rent a month’s, in each language', () => {
    expect(chart('en', 'Vake', 2)).toContain('Vake: the median monthly rent of 1 m² by quarter</title>');
    expect(chart('ka', 'ვაკე', 2)).toContain('ვაკე: 1 მ²-ის მედიანური თვიური ქირა კვარტლების მიხედვით</title>');
    expect(chart('ru', 'Ваке', 2)).toContain('Ваке: медианная месячная аренда 1 м² по кварталам</title>');
  });
});
