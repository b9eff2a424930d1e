// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../../src/api/query-client';
import { rateQuery } from '../../../../src/api/rate-query';
import { listingQuery } from '../../../../src/features/listing/api/queries';
import { ListingPage } from '../../../../src/features/listing/listing-page';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { example } from '../../fake-network';
import type { Listing } from '../../../../src/domain/listing';

// a flat for sale in Vake and an office for rent: the contract's own examples
const flat = example<{ result: Listing }>('AnnouncementFlat').result;
const office = example<{ result: Listing }>('AnnouncementCommercial').result;

// what comes below the fold (similar listings) waits on a network that never answers
beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined))));
afterEach(() => vi.unstubAllGlobals());

function renderPage(listing: Listing, lang: Lang) {
  const client = createQueryClient();
  client.setQueryData(listingQuery(listing.slug).queryKey, { result: listing });
  client.setQueryData(rateQuery().queryKey, { result: { rate: 2.71 } });
  return render(
    <QueryClientProvider client={client}>
      <LangProvider lang={lang}>
        <Router hook={memoryLocation({ path: `/announcement/${listing.slug}` }).hook}>
          <Route path="/announcement/:slug">
            <ListingPage />
          </Route>
        </Router>
      </LangProvider>
    </QueryClientProvider>,
  );
}

// the key facts under the title
const facts = () => document.querySelector('.listing-facts');

// the parameters as label -> value
const params = (title: string) =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: title }))
      .getAllByRole('definition')
      .map((value) => [value.previousElementSibling?.textContent, value.textContent]),
  );

describe('the listing page', () => {
  it('keeps the Georgian texts', () => {
    renderPage({ ...flat, views: 1234 }, 'ka');
    expect(screen.getByText('1 234 ნახვა')).toBeInTheDocument();
    expect(screen.getByText('დამატებულია 15.11.2026')).toBeInTheDocument();
    expect(facts()).toHaveTextContent('3 საძინებელი120 მ²7 / 14 სართული');
    expect(params('მახასიათებლები')).toMatchObject({ 'ქონების ტიპი': 'ბინა', ფართი: '120 მ²', საძინებლები: '3' });
  });

  it('speaks Russian: plurals, formats, option labels and places nearby', () => {
    renderPage({ ...flat, views: 1234 }, 'ru');
    expect(screen.getByText(/^1\s234 просмотра$/)).toBeInTheDocument();
    expect(screen.getByText(/^Размещено 15\sнояб\.\s2026\sг\.$/)).toBeInTheDocument();
    expect(facts()).toHaveTextContent(/^3 спальни120\sм²7 этаж из 14$/);
    expect(within(screen.getByRole('navigation', { name: 'Навигация' })).getByRole('link')).toHaveAttribute('href', '/catalog/sell');
    expect(params('Характеристики')).toMatchObject({ 'Тип недвижимости': 'Квартира', Спальни: '3', Состояние: 'С ремонтом', 'Материал здания': 'Монолитный' });
    expect(screen.getByRole('region', { name: 'Удобства и коммуникации' })).toHaveTextContent('Балкон');
    expect(screen.getByRole('region', { name: 'Рядом' })).toHaveTextContent('Метро 12 мин пешком');
    expect(screen.getByRole('button', { name: /^Смотреть видео/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Показать номер' })).toBeInTheDocument();
  });

  it('speaks English: prices in both currencies, the rooms of an office, one view', () => {
    renderPage({ ...office, views: 1 }, 'en');
    expect(screen.getByText('1 view')).toBeInTheDocument();
    expect(facts()).toHaveTextContent('4 rooms85 m²Floor 5 of 9');
    expect(screen.getByText('$1,500')).toBeInTheDocument();
    expect(screen.getByText('₾4,065')).toBeInTheDocument();
    expect(params('Details')).toMatchObject({ 'Property type': 'Commercial property: Office', Rooms: '4', Location: 'Business centre' });
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link')).toHaveAttribute('href', '/catalog/rent');
    expect(screen.queryByRole('link', { name: 'Back to results' })).not.toBeInTheDocument();
  });

  it('opened from the catalogue’s results, leads back to them, as its breadcrumb does', () => {
    window.history.replaceState({ results: '/realt/en/catalog/rent?rooms=4&sort=price_asc&page=2' }, '');
    renderPage(office, 'en');
    expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', '/catalog/rent?rooms=4&sort=price_asc&page=2');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link')).toHaveAttribute('href', '/catalog/rent?rooms=4&sort=price_asc&page=2');
    window.history.replaceState(null, '');
  });
});
