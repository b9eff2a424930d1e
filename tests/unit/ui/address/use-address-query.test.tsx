// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { positiveInt, useAddressQuery } from '../../../../src/ui/address/use-address-query';

// a page number and a word, the word defaulting to ''
interface State {
  page: number;
  word: string;
}
const read = (search: string): State => {
  const params = new URLSearchParams(search);
  return { page: positiveInt(params.get('page')) ?? 1, word: params.get('word') ?? '' };
};
const write = ({ page, word }: State): string => {
  const params = new URLSearchParams();
  if (word) params.set('word', word);
  if (page > 1) params.set('page', String(page));
  return params.size ? `?${params}` : '';
};

const inApp = ({ children }: { children: ReactNode }) => (
  <StrictMode>
    <Router base="/realt/en">{children}</Router>
  </StrictMode>
);
const open = () => renderHook(() => useAddressQuery(read, write), { wrapper: inApp });

beforeEach(() => window.history.replaceState(null, '', '/realt/en/admin/users?page=2&word=tbilisi'));
afterEach(cleanup);

describe('a screen’s state in the address', () => {
  it('is read from the query, and follows it when Back or a link changes it', () => {
    const { result } = open();
    expect(result.current[0]).toEqual({ page: 2, word: 'tbilisi' });
    act(() => navigate('/realt/en/admin/users?page=x'));
    expect(result.current[0]).toEqual({ page: 1, word: '' });
  });

  it('pushes an entry for a push and changes the entry for a replace', () => {
    const { result } = open();
    const entries = window.history.length;
    act(() => result.current[1]((state) => ({ ...state, page: 3 }), 'push'));
    expect(window.location.pathname + window.location.search).toBe('/realt/en/admin/users?word=tbilisi&page=3');
    expect(window.history.length).toBe(entries + 1);
    act(() => result.current[1]((state) => ({ ...state, word: 'batumi' }), 'replace'));
    expect(window.location.search).toBe('?word=batumi&page=3');
    expect(window.history.length).toBe(entries + 1);
    expect(result.current[0]).toEqual({ page: 3, word: 'batumi' });
    // the default state is the bare address
    act(() => result.current[1](() => ({ page: 1, word: '' }), 'push'));
    expect(window.location.pathname + window.location.search).toBe('/realt/en/admin/users');
  });

  it('adds no entry for a change to the same state, however the address wrote it', () => {
    window.history.replaceState(null, '', '/realt/en/admin/users?page=02&word=tbilisi');
    const { result } = open();
    const entries = window.history.length;
    act(() => result.current[1]((state) => ({ ...state, page: 2 }), 'push'));
    expect(window.history.length).toBe(entries);
    expect(window.location.search).toBe('?page=02&word=tbilisi');
  });

  it('builds a second change made before the next render on the first', () => {
    const { result } = open();
    act(() => {
      const [, change] = result.current;
      change((state) => ({ ...state, word: 'kutaisi' }), 'replace');
      change((state) => ({ ...state, page: state.page + 1 }), 'push');
    });
    expect(window.location.search).toBe('?word=kutaisi&page=3');
  });

  it('writes a change made as the screen commits, before its passive effects (a key pressed as it appears)', () => {
    const KeyAtCommit = () => {
      const [, change] = useAddressQuery(read, write);
      useLayoutEffect(() => change((state) => ({ ...state, page: 4 }), 'replace'), [change]);
      return null;
    };
    render(<KeyAtCommit />, { wrapper: inApp });
    expect(window.location.search).toBe('?word=tbilisi&page=4');
  });

  it('writes nothing once the screen has gone (an answer that arrived after the user moved on)', () => {
    const { result, unmount } = open();
    const [, change] = result.current;
    unmount();
    act(() => navigate('/realt/en/admin/advertisements'));
    change((state) => ({ ...state, page: 5 }), 'replace');
    expect(window.location.pathname + window.location.search).toBe('/realt/en/admin/advertisements');
  });
});

describe('a whole number from 1 in a query', () => {
  it('reads digits only, from 1', () => {
    expect(positiveInt('3')).toBe(3);
    expect(positiveInt('007')).toBe(7);
    for (const raw of [null, '', '0', '-2', '1.5', '2e3', ' 4', 'x', '1234567890123456']) expect(positiveInt(raw)).toBeNull();
  });
});
