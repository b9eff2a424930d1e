// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { HeroSearch } from '../../../../src/features/home/components/HeroSearch';
import { renderAndHydrate } from '../../hydrate';

describe('HeroSearch', () => {
  it('searches by what the form shows, also a deal and kind chosen before the app’s code arrived', async () => {
    window.history.replaceState(null, '', '/realt/');
    const page = (
      <Router base="/realt" ssrPath="/">
        <HeroSearch />
      </Router>
    );
    const { mismatches, unmount } = await renderAndHydrate(page, () => {
      // what the browser does itself while the app's code is on its way
      const rent = document.querySelector<HTMLInputElement>('input[name=adType][value="2"]');
      const kind = document.querySelector('select');
      if (rent) rent.checked = true;
      if (kind) kind.value = '1';
    });
    expect(mismatches).toEqual([]);
    const search = screen.getByRole('search');
    expect(within(search).getByRole('radio', { name: 'ქირავდება' })).toBeChecked();
    await act(async () => void fireEvent.submit(search));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/realt/catalog/rent?flatObjects=1');
    unmount();
  });
});
