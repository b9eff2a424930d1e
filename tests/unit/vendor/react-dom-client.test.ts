import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('react-dom-client', () => {
  // a browser runs a chunk's modules in one task; Vitest loads them one by one: no timer fires meanwhile
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.doUnmock('react-dom/client');
    vi.resetModules();
  });

  it('sets React DOM up while errors record no stack, then puts the stack limit back', async () => {
    const before = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
    let duringSetup: PropertyDescriptor | undefined = before;
    let stack: string | undefined = 'not built';
    vi.doMock('react-dom/client', () => {
      duringSetup = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
      stack = new Error('a signal').stack;
      return { createRoot: () => null, hydrateRoot: () => null };
    });
    const client = await import('../../../src/vendor/react-dom-client');
    expect(typeof client.createRoot).toBe('function');
    expect(duringSetup).toBeUndefined();
    expect(stack).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')).toEqual(before);
    expect(new Error('after').stack).toContain('after');
  });

  it('puts the stack limit back even when React DOM fails to set itself up', async () => {
    const before = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
    vi.doMock('react-dom/client', () => {
      throw new Error('no React DOM');
    });
    await expect(import('../../../src/vendor/react-dom-client')).rejects.toThrow();
    expect(Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')).toBeUndefined();
    vi.runAllTimers();
    expect(Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')).toEqual(before);
  });
});
