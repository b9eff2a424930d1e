// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../../src/api/query-client';
import { rateQuery } from '../../../../src/api/rate-query';
import { PriceBlock } from '../../../../src/features/listing/components/PriceBlock';
import type { Listing } from '../../../../src/domain/listing';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { keepLeadCurrency } from '../../../../src/state/lead-currency';
import { example } from '../../fake-network';

const flat = example<{ result: Listing }>('AnnouncementFlat').result;
const office = example<{ result: Listing }>('AnnouncementCommercial').result;

// a rent reduced from $2,000, compared with the site's rents of its district, changed twice one day
const rent: Listing = {
  ...office,
  flat_cost: 1800,
  flat_cost_m: 15,
  previous_flat_cost: 2000,
  district_name: 'ვაკე',
  district_name_en: 'Vake',
  district_median_price_m2: 15.6,
  district_median_scope: 'listings',
  district_median_period: '2025-Q1',
  price_history: [
    { date: '2026-11-15', flat_cost: 2000 },
    { date: '2026-11-21', flat_cost: 1900 },
    { date: '2026-11-21', flat_cost: 1800 },
  ],
};

// the day's rate, or none yet (null)
function renderBlock(listing: Listing, lang: Lang = 'en', rate: number | null = 2.71) {
  const client = createQueryClient();
  if (rate !== null) client.setQueryData(rateQuery().queryKey, { result: { rate } });
  return render(
    <QueryClientProvider client={client}>
      <LangProvider lang={lang}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <PriceBlock listing={listing} />
        </Router>
      </LangProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => keepLeadCurrency('USD'));

describe('a listing’s price block', () => {
  it('words every amount of a rent as a month’s: its price per m², the price before, the median and the history', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderBlock(rent);
    expect(container.querySelector('.price__per-m2')).toHaveTextContent('Price per m²: $15/m² a month');
    expect(container.querySelector('s')).toHaveTextContent('Was: $2,000 a month');
    expect(screen.getByText(/below the Vake median/)).toHaveTextContent('4% below the Vake median of $15.6/m² a month (listings on Realt, Q1 2025)');
    const history = within(screen.getByRole('region', { name: 'Price history' })).getAllByRole('listitem');
    // two changes of one day both show, under keys of their own
    expect(history.map((entry) => entry.textContent)).toEqual([
      '15 November 2026$2,000 a month',
      '21 November 2026$1,900 a month',
      '21 November 2026$1,800 a month',
    ]);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });

  it('gives a cut with a true minus sign', () => {
    const { container } = renderBlock(rent, 'ru');
    expect(container.querySelector('s')?.parentElement).toHaveTextContent(/\s−10%$/);
  });

  it('leads to the market of the listing’s deal and kind', () => {
    renderBlock(rent);
    expect(screen.getByRole('link', { name: 'Prices by district' })).toHaveAttribute('href', '/market/rent?flatObjects=4');
    const house: Listing = { ...flat, flatObjects: '2', district_median_price_m2: 1490, district_median_scope: 'new_houses' };
    renderBlock(house);
    expect(screen.getAllByRole('link', { name: 'Prices by district' }).at(-1)).toHaveAttribute('href', '/market/sell?flatObjects=2');
  });

  it('gives every amount in lari when the visitor chose them, as the price leads: the median, the history and the price before (English, Russian, Georgian)', () => {
    keepLeadCurrency('GEL');
    const { container } = renderBlock(flat);
    expect(container.querySelector('.price__lead')).toHaveTextContent('Price in lari: ₾772,350');
    expect(container.querySelector('.price__per-m2')).toHaveTextContent('Price per m²: ₾6,436/m²');
    expect(screen.getByText(/above the Vake median/)).toHaveTextContent('12% above the Vake median of ₾5,737/m² (new-build flats, Geostat, Q1 2025)');
    const history = within(screen.getByRole('region', { name: 'Price history' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual(['15 November 2026₾840,100', '21 November 2026₾810,290', '26 November 2026₾772,350']);
    expect(container.querySelector('s')).toHaveTextContent(/^Was: ₾810,290$/);
    cleanup();

    const russian = renderBlock(flat, 'ru').container;
    expect(screen.getByText(/выше медианы/)).toHaveTextContent(/^На 12% выше медианы района Ваке \(5\s737\s₾\/м²; новостройки, квартиры, Сакстат, 1 квартал 2025 года\)/);
    const russianHistory = within(screen.getByRole('region', { name: 'История цены' })).getAllByRole('listitem');
    expect(russianHistory.at(-1)).toHaveTextContent(/772\s350\s₾$/);
    expect(russian.querySelector('s')).toHaveTextContent(/^Было: 810\s290\s₾$/);
    cleanup();

    const georgian = renderBlock(flat, 'ka').container;
    expect(screen.getByText(/ძვირია უბნის მედიანაზე/)).toHaveTextContent('12%-ით ძვირია უბნის მედიანაზე (ვაკე: 5 737 ₾/მ²; ახალი აშენებული ბინები, საქსტატი, 2025 წლის 1 კვარტალი)');
    expect(within(screen.getByRole('region', { name: 'ფასის ისტორია' })).getAllByRole('listitem').at(0)).toHaveTextContent(/^15.11.2026840 100 ₾$/);
    expect(georgian.querySelector('s')).toHaveTextContent(/^იყო: 810 290 ₾$/);
  });

  it('shows every amount in dollars alone while the rate is unknown, as the price does, whatever the visitor chose', () => {
    keepLeadCurrency('GEL');
    const { container } = renderBlock(flat, 'en', null);
    expect(container.querySelector('.price__lead')).toHaveTextContent('Price in US dollars: $285,000');
    expect(screen.getByText(/above the Vake median/)).toHaveTextContent('12% above the Vake median of $2,117/m²');
    const history = within(screen.getByRole('region', { name: 'Price history' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual(['15 November 2026$310,000', '21 November 2026$299,000', '26 November 2026$285,000']);
    expect(container.querySelector('s')).toHaveTextContent(/^Was: \$299,000$/);
  });
});
