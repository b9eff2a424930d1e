// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../src/api/query-client';
import { rateQuery } from '../../../../src/api/rate-query';
import type { Currency } from '../../../../src/domain/currency';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { Price } from '../../../../src/ui/price/Price';

// listing 102: 285,000 down from 299,000, 2,375 per m²; the rate 2.71, or none yet (null)
function renderPrice(lead: Currency, rate: number | null = 2.71) {
  const client = createQueryClient();
  if (rate !== null) client.setQueryData(rateQuery().queryKey, { result: { rate } });
  const { container } = render(
    <QueryClientProvider client={client}>
      <LangProvider lang="en">
        <Price usd={285000} perM2={2375} lead={lead} before={299000} />
      </LangProvider>
    </QueryClientProvider>,
  );
  const text = (selector: string) => container.querySelector(selector)?.textContent;
  return { lead: text('.price__lead'), perM2: text('.price__per-m2'), other: text('.price__other'), before: text('s') };
}

describe('a price', () => {
  it('leads with the lari when the visitor chose them: the price, its price per m² and the price before (in them alone), each amount named by its currency', () => {
    expect(renderPrice('GEL')).toEqual({
      lead: 'Price in lari: ₾772,350',
      perM2: 'Price per m²: ₾6,436/m²',
      other: 'Price in US dollars: $285,000',
      before: 'Was: ₾810,290',
    });
  });

  it('leads with the dollars otherwise, the lari beside them', () => {
    expect(renderPrice('USD')).toEqual({
      lead: 'Price in US dollars: $285,000',
      perM2: 'Price per m²: $2,375/m²',
      other: 'Price in lari: ₾772,350',
      before: 'Was: $299,000',
    });
  });

  it('shows the dollars alone while the rate is unknown, keeping the other line', () => {
    expect(renderPrice('GEL', null)).toEqual({ lead: 'Price in US dollars: $285,000', perM2: 'Price per m²: $2,375/m²', other: '', before: 'Was: $299,000' });
  });
});
