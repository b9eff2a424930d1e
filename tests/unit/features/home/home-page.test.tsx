// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../../src/api/query-client';
import { HomePage } from '../../../../src/features/home/home-page';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';

// the banners and the featured listings stay on their way: only the page's own texts are looked at
beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined))));
afterEach(() => vi.unstubAllGlobals());

// awaited: a render that reads a settled promise through use() (the texts) and suspends on
// another (the recently viewed strip's code) finishes only in an awaited act
async function renderHome(lang: Lang) {
  await act(async () =>
    void render(
      <QueryClientProvider client={createQueryClient()}>
        <LangProvider lang={lang}>
          <Router hook={memoryLocation({ path: '/' }).hook}>
            <HomePage />
          </Router>
        </LangProvider>
      </QueryClientProvider>,
    ),
  );
}

describe('the main page', () => {
  it('sends the search without the app to the catalogue of its language', async () => {
    await renderHome('ka');
    expect(screen.getByRole('search', { name: 'განცხადებების ძებნა' })).toHaveAttribute('action', '/realt/catalog');
    await renderHome('ru');
    expect(screen.getByRole('search', { name: 'Поиск объявлений' })).toHaveAttribute('action', '/realt/ru/catalog');
  });

  it('speaks English: the search, its option lists and the ways into the catalogue', async () => {
    await renderHome('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Find your new home' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Search listings' });
    expect(within(search).getByRole('radio', { name: 'For sale' })).toBeChecked();
    expect(within(search).getByRole('radio', { name: 'For rent' })).toBeInTheDocument();
    expect(within(search).getByRole('combobox', { name: 'Property type' })).toHaveTextContent('AnyFlatHouseRoomCommercial propertyLand');
    expect(screen.getByRole('heading', { name: 'Featured listings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Rent/ })).toHaveAttribute('href', '/catalog/rent');
    expect(screen.getByRole('heading', { name: 'Want to sell or rent out your flat?' })).toBeInTheDocument();
  });
});
