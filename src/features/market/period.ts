import { splitPeriod } from '../../domain/period';
import type { MarketTexts } from '../../i18n/market.ka';
import type { MarketPeriod } from './market';

/** A quarter in words ('2025-Q1' -> '1st quarter of 2025'), long or short (a chart's axis). */
export function periodLabel(period: MarketPeriod, t: MarketTexts, short = false): string {
  const { year, quarter } = splitPeriod(period);
  return (short ? t.quarterShort : t.quarter)(year, quarter);
}
