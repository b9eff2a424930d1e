// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../../src/domain/catalog-filters';
import { ResultsToolbar } from '../../../../src/features/catalog/components/ResultsToolbar';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';

const none = () => {};

function count(total: number | null, lang: Lang = 'ka'): string {
  const { unmount } = render(
    <LangProvider lang={lang}>
      <ResultsToolbar
        total={total}
        filters={emptyFilters(1)}
        form="filters"
        onSort={none}
        onView={none}
        onSaveSearch={none}
        onMySearches={none}
        onCurrency={none}
      />
    </LangProvider>,
  );
  const text = screen.getByRole('paragraph').textContent ?? '';
  unmount();
  return text;
}

describe('the result count', () => {
  it('keeps the Georgian wording, its thousands grouped by a space', () => {
    expect(count(1234)).toBe('1 234 განცხადება');
    expect(count(1)).toBe('1 განცხადება');
    expect(count(null)).toBe('განცხადებები იტვირთება…');
  });

  it('reads as English and Russian count their listings', () => {
    expect(count(1, 'en')).toBe('1 listing');
    expect(count(1234, 'en')).toBe('1,234 listings');
    expect(count(1, 'ru')).toBe('1 объявление');
    expect(count(22, 'ru')).toBe('22 объявления');
    expect(count(1234, 'ru')).toBe('1\u00a0234 объявления');
    expect(count(25, 'ru')).toBe('25 объявлений');
    expect(count(11, 'ru')).toBe('11 объявлений');
    expect(count(null, 'en')).toBe('Loading listings…');
  });
});
