// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from '../../../../src/domain/catalog-filters';
import { DealSwitch, inDeal } from '../../../../src/features/catalog/components/DealSwitch';
import { LangProvider } from '../../../../src/i18n/lang-context';

afterEach(cleanup);

describe('the deal switch', () => {
  it('keeps the search in the other deal: districts, bedrooms, order, currency and view, from its first page', () => {
    const sale = parse('?flatObjects=1&bedrooms=2&districts=1,3&sort=price_asc&page=3&map=true&currency=GEL', 1);
    expect(inDeal(sale, 2)).toBe('?flatObjects=1&bedrooms=2&districts=1,3&sort=price_asc&map=true&currency=GEL');
  });

  it('drops what does not apply there: a flat’s amenities are a rent’s, a price is a sale’s or a month’s', () => {
    const rent = parse('?flatObjects=1&amenities=17&bedrooms=1&rangePrice=500&rangePriceMax=900', 2);
    expect(inDeal(rent, 1)).toBe('?flatObjects=1&bedrooms=1');
  });

  it('links each deal with the search, the current one marked', () => {
    render(
      <LangProvider lang="en">
        <DealSwitch filters={parse('?districts=2&sort=newest&currency=GEL', 1)} />
      </LangProvider>,
    );
    expect(screen.getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/catalog/rent?districts=2&currency=GEL');
    expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute('aria-current', 'page');
  });
});
