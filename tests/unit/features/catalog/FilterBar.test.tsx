// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { emptyFilters, parse, type Filters } from '../../../../src/domain/catalog-filters';
import { FilterBar } from '../../../../src/features/catalog/components/FilterBar';
import { ResultsToolbar } from '../../../../src/features/catalog/components/ResultsToolbar';
import { LangProvider } from '../../../../src/i18n/lang-context';

const ACTION = '/realt/catalog/sell';
const none = () => {};

/** The bar with the toolbar whose order's select is a field of its form, as the catalogue has them. */
function bar(filters: Filters, onApply: (next: Filters) => void = none) {
  return (
    <Router base="/realt" ssrPath="/catalog/sell">
      <FilterBar id="filters" filters={filters} action={ACTION} resetHref="/catalog/sell" onApply={onApply} onOpenAll={none} moreRef={createRef()} />
      <ResultsToolbar total={1} filters={filters} form="filters" onSort={none} onView={none} onSaveSearch={none} onMySearches={none} onCurrency={none} />
    </Router>
  );
}

/** The query the browser sends for a form, as a GET form sends it without JavaScript. */
function sent(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  return query.toString();
}

const search = parse(
  'flatObjects=4,1,7&commercialLocation=1&districts=2,5&rangePrice=80000&rangePriceMax=300000&rangeSquare=40&proximityPlace=1&sort=price_asc&page=3&map=true&currency=GEL',
  1,
);

describe('FilterBar', () => {
  it('is a GET form to the catalogue that sends the whole search, back on the first page', () => {
    render(bar(search));
    const form = screen.getByRole('form', { name: 'ფილტრები' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', ACTION);
    expect(parse(sent(form as HTMLFormElement), 1)).toEqual({ ...search, page: 1 });
  });

  it('sends the chips a visitor checks as the server reads them: one kind, bedrooms as repeated keys', () => {
    render(bar(emptyFilters(1)));
    const form = screen.getByRole('form', { name: 'ფილტრები' }) as HTMLFormElement;
    const kinds = screen.getByRole('group', { name: 'ქონების ტიპი' });
    expect(within(kinds).getByRole('radio', { name: 'ყველა' })).toBeChecked();
    // what the browser does itself when a chip is clicked before the app runs
    const check = (input: HTMLElement) => {
      if (input instanceof HTMLInputElement) input.checked = true;
    };
    check(within(kinds).getByRole('radio', { name: 'ბინა' }));
    const bedrooms = screen.getByRole('group', { name: 'საძინებლები' });
    for (const count of ['2', '3']) check(within(bedrooms).getByRole('checkbox', { name: count }));
    expect(sent(form)).toBe('flatObjects=1&bedrooms=2&bedrooms=3&sort=newest');
    expect(parse(sent(form), 1)).toEqual({ ...emptyFilters(1), flatObjects: '1', bedrooms: ['2', '3'] });
  });

  it('shows a chip pressed at once and applies the search the form then holds after that paint', async () => {
    const onApply = vi.fn();
    render(bar({ ...search, flatObjects: '1', bedrooms: ['2'] }, onApply));
    // (the form drops the flats' commercial location at once, as the server would read it)
    onApply.mockClear();
    fireEvent.click(screen.getByRole('checkbox', { name: '3' }));
    expect(screen.getByRole('checkbox', { name: '3' })).toBeChecked();
    expect(onApply).not.toHaveBeenCalled();
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ ...search, flatObjects: '1', bedrooms: ['2', '3'], commercialLocation: [], page: 1 }));
    // the next chip adds to the one pressed, also before the search has come back as the filters
    fireEvent.click(screen.getByRole('checkbox', { name: '2' }));
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith({ ...search, flatObjects: '1', bedrooms: ['3'], commercialLocation: [], page: 1 }));
    // another kind drops the bedrooms it does not have; "all" clears the kind
    fireEvent.click(screen.getByRole('radio', { name: 'კომერციული ფართი' }));
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ flatObjects: '4', bedrooms: [] })));
    fireEvent.click(screen.getByRole('radio', { name: 'ყველა' }));
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ flatObjects: null, bedrooms: [] })));
  });

  it('shows the filters it is given once they change (Back, a link), over the chips pressed before', async () => {
    const onApply = vi.fn();
    const { rerender } = render(bar({ ...emptyFilters(1), flatObjects: '1' }, onApply));
    fireEvent.click(screen.getByRole('checkbox', { name: '3' }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    rerender(bar({ ...emptyFilters(1), flatObjects: '1', bedrooms: ['2'] }, onApply));
    expect(screen.getByRole('checkbox', { name: '2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '3' })).not.toBeChecked();
  });

  it('keeps the chosen kind’s sub-categories when the form is sent', () => {
    render(bar(search));
    expect(screen.getByRole('radio', { name: 'კომერციული ფართი' })).toHaveAttribute('value', '4,1,7');
  });

  it('sends the form through the app once it runs, not by a page load', async () => {
    const onApply = vi.fn();
    render(bar({ ...search, flatObjects: '1' }, onApply));
    expect(screen.getByRole('button', { name: 'ძებნა' })).toHaveAttribute('type', 'submit');
    // the browser's own submission is cancelled: the app navigates instead
    expect(fireEvent.submit(screen.getByRole('form', { name: 'ფილტრები' }))).toBe(false);
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ ...search, flatObjects: '1', commercialLocation: [], page: 1 }));
  });

  it('applies a chip toggled before hydration once the app runs, and nothing when none was', async () => {
    for (const touched of [true, false]) {
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = renderToString(bar({ ...emptyFilters(1), flatObjects: '1' }));
      // the browser toggles the checkbox itself while the app's code is still on its way
      const three = container.querySelector<HTMLInputElement>('input[name=bedrooms][value="3"]');
      if (touched && three) three.checked = true;
      const onApply = vi.fn();
      await act(async () => {
        hydrateRoot(container, bar({ ...emptyFilters(1), flatObjects: '1' }, onApply));
      });
      if (touched) {
        expect(onApply).toHaveBeenCalledTimes(1);
        expect(onApply).toHaveBeenCalledWith({ ...emptyFilters(1), flatObjects: '1', bedrooms: ['3'] });
      } else expect(onApply).not.toHaveBeenCalled();
      container.remove();
    }
  });

  it('applies an order chosen before hydration with the chips toggled meanwhile, as one search', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(bar({ ...emptyFilters(1), flatObjects: '1' }));
    // what the browser does itself while the app's code is on its way
    const three = container.querySelector<HTMLInputElement>('input[name=bedrooms][value="3"]');
    const sort = container.querySelector('select');
    if (three) three.checked = true;
    if (sort) sort.value = 'price_asc';
    const onApply = vi.fn();
    await act(async () => {
      hydrateRoot(container, bar({ ...emptyFilters(1), flatObjects: '1' }, onApply));
    });
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ ...emptyFilters(1), flatObjects: '1', bedrooms: ['3'], sort: 'price_asc' });
    container.remove();
  });

  it('speaks the page’s language, its form sent to that language’s catalogue', () => {
    render(
      <LangProvider lang="en">
        <Router base="/realt/en" ssrPath="/catalog/sell">
          <FilterBar id="filters" filters={{ ...search, flatObjects: '1' }} action="/realt/en/catalog/sell" resetHref="/catalog/sell" onApply={() => {}} onOpenAll={() => {}} moreRef={createRef()} />
        </Router>
      </LangProvider>,
    );
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form).toHaveAttribute('action', '/realt/en/catalog/sell');
    expect(within(form).getByRole('radio', { name: 'Any' })).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('button', { name: /All filters/ })).toHaveTextContent('6');
    expect(within(form).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/realt/en/catalog/sell');
  });
});
