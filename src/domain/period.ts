// A calendar quarter as the contract writes it (`MarketPeriod`): the market page's and a median's.

/** '2025-Q1' -> { year: 2025, quarter: 1 }. */
export function splitPeriod(period: string): { year: number; quarter: number } {
  const [year = '0', quarter = '1'] = period.split('-Q');
  return { year: Number(year), quarter: Number(quarter) };
}
