import { useEffect, useId, useRef, useState } from 'react';
import { marketTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import type { AdType } from '../../../domain/catalog-filters';
import { formatNumber } from '../../../domain/format';
import { chartGeometry, type Domain } from '../chart';
import type { MarketPoint } from '../market';
import { periodLabel } from '../period';

// the chart's units, CSS pixels once the browser has measured its width (the server's 320 is scaled
// to the card until then); the top leaves room for the price axis's unit
const BOX = { width: 320, height: 140, left: 48, right: 16, top: 28, bottom: 24 } as const;

/**
 * One district's median by quarter as plain SVG, drawn on the server: readable without
 * JavaScript, and named for assistive technology (the table below the charts holds its figures).
 * In the browser it is drawn at its own width, so its text keeps its size on a phone.
 */
export function PriceChart({ series, domain, district, adType, unit }: { series: readonly MarketPoint[]; domain: Domain; district: string; adType: AdType; unit: string }) {
  const t = useTexts(marketTexts);
  const lang = useLang();
  const titleId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState<number>(BOX.width);
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const box = { ...BOX, width };
  const { line, dots, ticks, periods } = chartGeometry(series, domain, box);
  const last = dots.at(-1);
  return (
    <svg ref={svg} className="market-chart" viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{t.chart[adType](district)}</title>
      <text className="market-chart__unit" x={0} y={12}>
        {unit}
      </text>
      {ticks.map((tick) => (
        <g key={tick.value} className="market-chart__tick">
          <line x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} />
          <text x={box.left - 6} y={tick.y} dy="0.32em" textAnchor="end">
            {formatNumber(tick.value, lang)}
          </text>
        </g>
      ))}
      {periods.map((period, index) => (
        <text key={period.period} className="market-chart__period" x={period.x} y={box.height - 6} textAnchor={index === 0 ? 'start' : 'end'}>
          {periodLabel(period.period, t, true)}
        </text>
      ))}
      <polyline className="market-chart__line" points={line} />
      {dots.map((dot) => (
        <circle key={dot.point.period} className="market-chart__dot" cx={dot.x} cy={dot.y} r={3.5} />
      ))}
      {last && (
        <text className="market-chart__value" x={last.x} y={last.y} dy="-0.7em" textAnchor="end">
          {formatNumber(last.point.median_price_m2, lang)}
        </text>
      )}
    </svg>
  );
}
