// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepResults, noteResultsLeft, useOpeningSettled, useResultsLeft } from '../../../src/state/results-return';
import { renderAndHydrate } from '../hydrate';

const LISTING = '/realt/en/announcement/flat-in-vake-102';

function WayBack() {
  const results = useResultsLeft();
  return <output>{results ? `${results.lang} ${results.path}` : 'none'}</output>;
}

describe('the results a listing was opened from', () => {
  it('are the catalogue’s address and language, kept in the listing’s history entry', async () => {
    // noted from the results the page rendered: a link has changed the address by the time its click bubbles
    window.history.replaceState(null, '', LISTING);
    noteResultsLeft(`http://localhost${LISTING}`, '/realt/en/catalog/sell?bedrooms=2&page=3');
    window.history.pushState(null, '', LISTING);
    render(<WayBack />);
    // at once, before the entry keeps them
    expect(screen.getByRole('status')).toHaveTextContent('en /catalog/sell?bedrooms=2&page=3');
    act(() => keepResults());
    expect(window.history.state).toEqual({ results: '/realt/en/catalog/sell?bedrooms=2&page=3' });

    // another page has none; Back to the listing finds them again
    act(() => window.history.pushState(null, '', '/realt/en/user/5'));
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await act(() => popped);
    expect(screen.getByRole('status')).toHaveTextContent('en /catalog/sell?bedrooms=2&page=3');
  });

  it('are kept when the language is switched before the listing has mounted, while its code loads', () => {
    window.history.replaceState(null, '', '/realt/announcement/flat-in-vake-102');
    noteResultsLeft('http://localhost/realt/announcement/flat-in-vake-102', '/realt/catalog/sell?page=2');
    // the switch takes the entry to the English address with its state, before the listing's effect ran
    window.history.replaceState(window.history.state, '', LISTING);
    render(<WayBack />);
    expect(screen.getByRole('status')).toHaveTextContent('ka /catalog/sell?page=2');
    act(() => keepResults());
    expect(window.history.state).toEqual({ results: '/realt/catalog/sell?page=2' });
  });

  it('are forgotten on Back before the listing has mounted: the listing opened later another way has none', () => {
    window.history.replaceState(null, '', '/realt/catalog/sell?page=2');
    noteResultsLeft('http://localhost/realt/announcement/flat-in-vake-102', '/realt/catalog/sell?page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.history.replaceState(null, '', LISTING);
    keepResults();
    expect(window.history.state).toBeNull();
  });

  it('are forgotten when another link is followed before the listing has mounted', () => {
    function Shell({ at }: { at: string }) {
      useOpeningSettled(at);
      return null;
    }
    window.history.replaceState(null, '', '/realt/catalog/sell?page=2');
    noteResultsLeft('http://localhost/realt/announcement/flat-in-vake-102', '/realt/catalog/sell?page=2');
    window.history.pushState(null, '', '/realt/announcement/flat-in-vake-102');
    const shell = render(<Shell at="/announcement/flat-in-vake-102" />);
    // the listing's code still loading, the header's link to the main page
    window.history.pushState(null, '', '/realt/');
    shell.rerender(<Shell at="/" />);
    // the same listing opened later from the main page
    window.history.pushState(null, '', LISTING);
    shell.rerender(<Shell at="/en/announcement/flat-in-vake-102" />);
    keepResults();
    expect(window.history.state).toBeNull();
  });

  it('are none for a listing opened any other way, and none in the server’s page and while it hydrates', async () => {
    window.history.replaceState(null, '', '/realt/catalog/sell');
    noteResultsLeft('/realt/announcement/another-7', '/realt/catalog/sell');
    window.history.pushState(null, '', LISTING);
    keepResults();
    expect(window.history.state).toBeNull();
    // a link to the results' own page (the next page) is no way away from them
    noteResultsLeft('/realt/catalog/sell?page=2', '/realt/catalog/sell');
    window.history.pushState(null, '', '/realt/catalog/sell?page=2');
    keepResults();
    expect(window.history.state).toBeNull();
    window.history.replaceState({ results: '/realt/catalog/sell?page=2' }, '');
    const { html, mismatches, container, unmount } = await renderAndHydrate(<WayBack />);
    expect(html).toBe('<output>none</output>');
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('ka /catalog/sell?page=2');
    unmount();
  });
});
