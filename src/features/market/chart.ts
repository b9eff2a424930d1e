// The geometry of a district's price chart, as numbers an SVG element takes: x by calendar quarter
// (a gap of four quarters is four times as wide as one), y by price within a domain shared by every
// district's chart, so their lines compare at a glance. No DOM: the server draws the same.
import { splitPeriod } from '../../domain/period';
import type { MarketPeriod, MarketPoint } from './market';

/** A quarter as a number that counts quarters: '2025-Q1' -> 8100. */
export function quarterIndex(period: MarketPeriod): number {
  const { year, quarter } = splitPeriod(period);
  return year * 4 + quarter - 1;
}

export interface Domain {
  /** the first and the last quarter, as quarterIndex */
  first: number;
  last: number;
  /** the price axis: from `low` to `high`, a tick every `step` */
  low: number;
  high: number;
  step: number;
}

/** A round step that divides `span` into about `ticks` parts: 1, 2 or 5 times a power of ten. */
export function niceStep(span: number, ticks: number): number {
  if (!(span > 0)) return 1;
  const rough = span / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10;
  return step * power;
}

/** The one domain of every series: all their quarters, and prices widened to round ticks. */
export function sharedDomain(series: ReadonlyArray<readonly MarketPoint[]>, ticks = 4): Domain | null {
  const points = series.flat();
  if (points.length === 0) return null;
  const quarters = points.map((point) => quarterIndex(point.period));
  const prices = points.map((point) => point.median_price_m2);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const step = niceStep(max - min || max || 1, ticks);
  const low = Math.floor(min / step) * step;
  const high = Math.max(Math.ceil(max / step) * step, low + step);
  return { first: Math.min(...quarters), last: Math.max(...quarters), low, high, step };
}

export interface Box {
  width: number;
  height: number;
  /** room for the labels: left of the plot (price ticks) and below it (quarters) */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export interface ChartGeometry {
  /** the line's points, as the `points` attribute of a polyline */
  line: string;
  dots: Array<{ x: number; y: number; point: MarketPoint }>;
  /** horizontal grid lines with their prices, bottom first */
  ticks: Array<{ y: number; value: number }>;
  /** the first and the last quarter of the domain under the axis */
  periods: Array<{ x: number; period: MarketPeriod }>;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Where each point of one district's series goes in `box`, on the shared `domain`. */
export function chartGeometry(series: readonly MarketPoint[], domain: Domain, box: Box): ChartGeometry {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const span = domain.last - domain.first;
  // a single quarter sits in the middle
  const x = (quarter: number) => round(box.left + (span === 0 ? plotWidth / 2 : ((quarter - domain.first) / span) * plotWidth));
  const y = (value: number) => round(box.top + plotHeight - ((value - domain.low) / (domain.high - domain.low)) * plotHeight);
  const sorted = [...series].sort((a, b) => quarterIndex(a.period) - quarterIndex(b.period));
  const dots = sorted.map((point) => ({ x: x(quarterIndex(point.period)), y: y(point.median_price_m2), point }));
  const ticks: ChartGeometry['ticks'] = [];
  for (let value = domain.low; value <= domain.high + domain.step / 2; value += domain.step) ticks.push({ y: y(value), value });
  const quarterOf = (index: number): MarketPeriod => `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  const periods = [...new Set([domain.first, domain.last])].map((index) => ({ x: x(index), period: quarterOf(index) }));
  return { line: dots.map((dot) => `${dot.x},${dot.y}`).join(' '), dots, ticks, periods };
}
