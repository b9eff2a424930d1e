// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// fresh modules: what storage refused is kept in the module, per page
const storageModule = async () => {
  vi.resetModules();
  return import('../../../src/state/storage');
};

const block = () => {
  const denied = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  for (const method of ['getItem', 'setItem', 'removeItem', 'key'] as const) vi.spyOn(Storage.prototype, method).mockImplementation(denied);
  vi.spyOn(Storage.prototype, 'length', 'get').mockImplementation(denied);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('what the browser keeps', () => {
  it('is read and written in localStorage, or in sessionStorage when asked', async () => {
    const { readStored, storedKeys, writeStored } = await storageModule();
    expect(writeStored('a', '1')).toBe(true);
    expect(writeStored('b', '2', 'sessionStorage')).toBe(true);
    expect(localStorage.getItem('a')).toBe('1');
    expect(sessionStorage.getItem('b')).toBe('2');
    expect([readStored('a'), readStored('b'), readStored('b', 'sessionStorage')]).toEqual(['1', null, '2']);
    expect(storedKeys()).toEqual(['a']);
    expect(writeStored('a', null)).toBe(true);
    expect(readStored('a')).toBeNull();
  });

  it('is kept in the page’s memory when the browser blocks storage, and says so', async () => {
    const { readStored, storedKeys, writeStored } = await storageModule();
    block();
    expect(readStored('access-token')).toBeNull();
    expect(writeStored('access-token', '7|abc')).toBe(false);
    expect(readStored('access-token')).toBe('7|abc');
    expect(readStored('access-token', 'sessionStorage')).toBeNull();
    expect(storedKeys()).toEqual(['access-token']);
    expect(writeStored('access-token', null)).toBe(false);
    expect(readStored('access-token')).toBeNull();
  });

  it('is kept in memory when storage is full, and storage answers again once it takes a write', async () => {
    const { readStored, writeStored } = await storageModule();
    localStorage.setItem('draft', 'old');
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored('draft', 'new')).toBe(false);
    expect(readStored('draft')).toBe('new');
    full.mockRestore();
    expect(writeStored('draft', 'newer')).toBe(true);
    localStorage.setItem('draft', 'from another tab');
    expect(readStored('draft')).toBe('from another tab');
  });
});
