// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../../src/api/query-client';
import { rateQuery } from '../../../../src/api/rate-query';
import { publicUserQuery } from '../../../../src/features/public-user/api/queries';
import { PublicUserPage } from '../../../../src/features/public-user/public-user-page';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { example } from '../../fake-network';
import type { components } from '../../../../src/api/schema.gen';

type Page = { user: components['schemas']['PublicUser']; announcements: Array<components['schemas']['AnnouncementCard']> };
// Levan and his listings: the contract's own example
const levan = example<{ result: Page }>('PublicUserPage').result;

beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined))));
afterEach(() => vi.unstubAllGlobals());

function renderPage(page: Page, lang: Lang) {
  const client = createQueryClient();
  client.setQueryData(publicUserQuery(page.user.id).queryKey, { result: page });
  client.setQueryData(rateQuery().queryKey, { result: { rate: 2.71 } });
  return render(
    <QueryClientProvider client={client}>
      <LangProvider lang={lang}>
        <Router hook={memoryLocation({ path: `/user/${page.user.id}` }).hook}>
          <Route path="/user/:id">
            <PublicUserPage />
          </Route>
        </Router>
      </LangProvider>
    </QueryClientProvider>,
  );
}

const withListings = (count: number): Page => ({
  ...levan,
  announcements: Array.from({ length: count }, (_, index) => {
    const card = levan.announcements[index % levan.announcements.length];
    if (!card) throw new Error('the example has no listings');
    return { ...card, id: 1000 + index, slug: `${card.slug}-${index}` };
  }),
});

describe('a user’s public page', () => {
  it('counts the active listings in Georgian as before', () => {
    renderPage(withListings(4), 'ka');
    expect(screen.getByText('4 აქტიური განცხადება')).toBeInTheDocument();
  });

  it('counts them with Russian and English plural forms', () => {
    const count = (lang: Lang, listings: number) => {
      const view = renderPage(withListings(listings), lang);
      const text = view.container.querySelector('.public-user__count')?.textContent;
      view.unmount();
      return text;
    };
    expect(count('ru', 1)).toBe('1 активное объявление');
    expect(count('ru', 3)).toBe('3 активных объявления');
    expect(count('ru', 5)).toBe('5 активных объявлений');
    expect(count('en', 1)).toBe('1 active listing');
    expect(count('en', 2)).toBe('2 active listings');
  });

  it('shows its headings, buttons and cards in English', () => {
    renderPage(levan, 'en');
    expect(screen.getByRole('heading', { name: 'Active listings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show number' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(levan.announcements.length);
  });

  it('says so in Russian when there are none', () => {
    renderPage(withListings(0), 'ru');
    expect(screen.getByText('Нет активных объявлений')).toBeInTheDocument();
  });
});
