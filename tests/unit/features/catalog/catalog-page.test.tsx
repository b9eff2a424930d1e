// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../../src/i18n/lang';
import { byRequest, example, json, startApp } from '../../fake-network';
import { hydratePressed, unmountPressed } from '../../hydrate';

// a first page without cards: the test reads the page around them
const sale = example<{ result: Record<string, unknown> }>('CatalogSale');
const page = { result: { ...sale.result, data: [], total: 1234 } };

/** The sale catalogue as the app renders it at /realt/<lang>/catalog/sell. */
async function catalogIn(lang: Exclude<Lang, 'ka'>) {
  const app = await startApp(
    byRequest({
      'POST /api/catalog-announcements': () => json(200, page),
      'POST /api/convert-price': () => json(200, { result: { price: 2.71, rate: 2.71 } }),
    }),
    { token: null, path: `/${lang}/catalog/sell` },
  );
  // the fresh modules have no texts loaded yet
  const { loadAllTexts } = await import('../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../src/i18n/lang-context');
  await loadAllTexts();
  const { Router } = await import('wouter');
  const { CatalogPage } = await import('../../../../src/features/catalog/catalog-page');
  render(
    <LangProvider lang={lang}>
      <Router base={`/${lang}`}>
        <CatalogPage />
      </Router>
    </LangProvider>,
    { wrapper: app.wrapper },
  );
}

afterEach(() => {
  unmountPressed();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the catalogue in another language', () => {
  it('counts its listings in English and sends its filter form to the English catalogue', async () => {
    await catalogIn('en');
    expect(await screen.findByText('1,234 listings')).toBeInTheDocument();
    expect(screen.getByText('Flats, houses and commercial property for sale')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Filters' })).toHaveAttribute('action', '/realt/en/catalog/sell');
  });

  it('counts its listings in Russian', async () => {
    await catalogIn('ru');
    // the digits are grouped by a no-break space, which the query reads as a space
    expect(await screen.findByText('1 234 объявления')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Фильтры' })).toHaveAttribute('action', '/realt/ru/catalog/sell');
  });
});

describe('the catalogue pressed as it hydrates', () => {
  it('takes a signed-in user’s My searches to their profile, not to a guest’s dialog', async () => {
    const app = await startApp(
      byRequest({
        'POST /api/catalog-announcements': () => json(200, page),
        'POST /api/convert-price': () => json(200, { result: { price: 2.71, rate: 2.71 } }),
        'GET /api/get-authenticated-user': () => json(200, example('UserRegular')),
        'GET /client-api/saved-searches': () => json(200, example('SavedSearchList')),
      }),
      { path: '/catalog/sell' },
    );
    const { LangProvider } = await import('../../../../src/i18n/lang-context');
    const { Router } = await import('wouter');
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const { CatalogPage } = await import('../../../../src/features/catalog/catalog-page');
    // a location that stays put (the memory one has no server snapshot) and notes where the page goes
    const went: string[] = [];
    const stayPut = (): [string, (to: string) => void] => ['/catalog/sell', (to) => went.push(to)];
    const catalogue = (
      <QueryClientProvider client={app.client}>
        <LangProvider lang="en">
          <Router hook={stayPut}>
            <CatalogPage />
          </Router>
        </LangProvider>
      </QueryClientProvider>
    );
    expect(await hydratePressed(catalogue, () => screen.queryByRole('button', { name: 'My searches' }))).toEqual([]);
    await waitFor(() => expect(went).toEqual(['/profile/apartments/saved-searches']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
