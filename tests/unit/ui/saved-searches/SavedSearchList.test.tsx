// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '../../../../src/api/saved-searches';
import type { Lang } from '../../../../src/i18n/lang';
import { byRequest, example, json, startApp } from '../../fake-network';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const search = (id: number, name: string, query: string, new_count: number): SavedSearch => ({
  id,
  name,
  query,
  created_at: '2026-11-01T10:00:00Z',
  last_opened_at: '2026-11-20T10:00:00Z',
  new_count,
});
// districts the list does not know: the summary counts them
const searches = [search(1, 'Ваке', '/catalog/sell?districts=991,992,993,994,995', 21), search(2, 'Офис', '/catalog/rent', 3), search(3, 'Дом', '/catalog/sell', 0)];

async function renderList(lang: Lang) {
  const app = await startApp(byRequest({ 'GET /api/districts': () => json(200, example('DistrictList')) }));
  const { loadAllTexts } = await import('../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../src/i18n/lang-context');
  await loadAllTexts();
  const { SavedSearchList } = await import('../../../../src/ui/saved-searches/SavedSearchList');
  render(
    <app.wrapper>
      <LangProvider lang={lang}>
        <SavedSearchList searches={searches} keyOf={(each) => each.id} onOpen={() => undefined} rename={async () => undefined} remove={() => undefined} />
      </LangProvider>
    </app.wrapper>,
  );
}

describe('SavedSearchList', () => {
  it('counts the new listings of each search in Georgian', async () => {
    await renderList('ka');
    expect(screen.getByText('21 ახალი')).toHaveAttribute('title', '21 ახალი განცხადება');
    expect(await screen.findByText(/5 უბანი/)).toBeInTheDocument();
  });

  it('speaks Russian: the plurals of the counts and of the summary, the actions', async () => {
    await renderList('ru');
    expect(screen.getByText('21 новое')).toHaveAttribute('title', '21 новое объявление');
    expect(screen.getByText('3 новых')).toHaveAttribute('title', '3 новых объявления');
    expect(screen.queryByText(/^0 /)).toBeNull();
    expect(await screen.findByText(/5 районов/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Переименовать: Ваке' })).toBeInTheDocument();
  });

  it('marks a name written in Cyrillic as Russian on an English page', async () => {
    await renderList('en');
    expect(screen.getByRole('link', { name: 'Ваке' })).toHaveAttribute('lang', 'ru');
  });
});
