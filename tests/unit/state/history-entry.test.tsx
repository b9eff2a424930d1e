// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromEntry, keepInEntry, newEntry } from '../../../src/state/history-entry';
import { useFromEntry } from '../../../src/state/use-from-entry';

afterEach(() => window.history.replaceState(null, '', '/'));

function Kept() {
  return <output>{useFromEntry('resume') ?? 'none'}</output>;
}

describe('what a history entry keeps', () => {
  it('a new entry keeps only what it is given, not the current entry’s keys', () => {
    keepInEntry('scroll', 'entry-1');
    window.history.pushState(newEntry('paid', 'wallet'), '', '/profile/apartments/my-apartments?succes=true');
    expect(window.history.state).toEqual({ paid: 'wallet' });
    expect(fromEntry('paid')).toBe('wallet');
    expect(fromEntry('scroll')).toBeUndefined();
  });

  it('is read again as the history moves, and as a key is kept or dropped, the rest kept', async () => {
    window.history.replaceState(null, '', '/profile/my-wallet');
    render(<Kept />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
    act(() => window.history.pushState(newEntry('resume', 'listing=101'), '', '/profile/apartments/my-apartments'));
    expect(screen.getByRole('status')).toHaveTextContent('listing=101');

    // another page has none; Back finds it again
    act(() => window.history.pushState(null, '', '/profile/my-wallet'));
    expect(screen.getByRole('status')).toHaveTextContent('none');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await act(() => popped);
    expect(screen.getByRole('status')).toHaveTextContent('listing=101');

    act(() => keepInEntry('scroll', 'entry-2'));
    act(() => keepInEntry('resume', undefined));
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(window.history.state).toEqual({ scroll: 'entry-2' });
  });
});
