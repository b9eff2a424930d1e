import { describe, expect, it, vi } from 'vitest';
import { readStored, storedKeys, writeStored } from '../../../src/state/storage';

describe('a server render', () => {
  it('reads no visitor’s storage and keeps nothing for the next, even where Node offers a localStorage', () => {
    vi.stubGlobal('localStorage', { getItem: () => 'someone’s token', setItem: () => undefined, removeItem: () => undefined, length: 0 });
    expect(readStored('access-token')).toBeNull();
    expect(writeStored('access-token', '7|abc')).toBe(false);
    expect(readStored('access-token')).toBeNull();
    expect(storedKeys()).toEqual([]);
    vi.unstubAllGlobals();
  });
});
