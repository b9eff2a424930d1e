import { useId } from 'react';
import { marketTexts } from '../../../i18n/catalogues';
import { useLang, useTexts } from '../../../i18n/texts';
import { formatNumber } from '../../../domain/format';
import { chartGeometry, type Domain } from '../chart';
import type { MarketPoint } from '../market';
import { periodLabel } from '../period';

// the chart's own units: the SVG scales to its box, the text with it
const BOX = { width: 320, height: 140, left: 48, right: 16, top: 16, bottom: 24 } as const;

/**
 * One district's median by quarter as plain SVG, drawn on the server: readable without
 * JavaScript, and named for assistive technology (the table below the charts holds its figures).
 */
export function PriceChart({ series, domain, district }: { series: readonly MarketPoint[]; domain: Domain; district: string }) {
  const t = useTexts(marketTexts);
  const lang = useLang();
  const titleId = useId();
  const { line, dots, ticks, periods } = chartGeometry(series, domain, BOX);
  const last = dots.at(-1);
  return (
    <svg className="market-chart" viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{t.chart(district)}</title>
      {ticks.map((tick) => (
        <g key={tick.value} className="market-chart__tick">
          <line x1={BOX.left} x2={BOX.width - BOX.right} y1={tick.y} y2={tick.y} />
          <text x={BOX.left - 6} y={tick.y} dy="0.32em" textAnchor="end">
            {formatNumber(tick.value, lang)}
          </text>
        </g>
      ))}
      {periods.map((period, index) => (
        <text key={period.period} className="market-chart__period" x={period.x} y={BOX.height - 6} textAnchor={index === 0 ? 'start' : 'end'}>
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
