import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/market.en';
import ka from '../../../src/i18n/market.ka';
import ru from '../../../src/i18n/market.ru';

describe('the market texts', () => {
  it.each([
    ['ka', ka, '2.71'],
    ['en', en, '2.71'],
    ['ru', ru, '2,71'],
  ] as const)('%s: keep the rate’s currency signs on the line of their figures', (_, texts, rate) => {
    const text = texts.gel('6 604 ₾/m²', rate);
    expect(text).toContain(rate);
    // a plain space between a figure and a sign is where a line may break, leaving the sign alone
    expect(text.replace('6 604 ₾', '')).not.toMatch(/\d [$₾]|[$₾] \d/);
  });
});
