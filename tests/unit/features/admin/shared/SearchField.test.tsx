// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../../../src/features/admin/shared/SearchField';
import { inPage } from '../in-page';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Page = inPage('en');
// the field as a screen keeps it: its value is the search the screen applied (the address's)
const show = (value: string, onSearch: (text: string) => void) => (
  <Page>
    <SearchField label="Search" value={value} onSearch={onSearch} />
  </Page>
);

describe('SearchField', () => {
  it('starts with the search in effect', () => {
    render(show('Levan', () => undefined));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Levan');
  });

  it('keeps what was typed after a pause when the search it reported comes back', () => {
    const onSearch = vi.fn();
    const { rerender } = render(show('', onSearch));
    const field = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(field, { target: { value: 'Lev ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenLastCalledWith('Lev');
    fireEvent.change(field, { target: { value: 'Levan' } });
    rerender(show('Lev', onSearch));
    expect(field).toHaveValue('Levan');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenLastCalledWith('Levan');
  });

  it('shows a search that comes from elsewhere (Back, a link), and drops a pause typed before it', () => {
    const onSearch = vi.fn();
    const { rerender } = render(show('Levan', onSearch));
    const field = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(field, { target: { value: 'Levani' } });
    rerender(show('', onSearch));
    expect(field).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
    rerender(show('Nino', onSearch));
    expect(field).toHaveValue('Nino');
  });
});
