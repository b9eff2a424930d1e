import { afterEach, describe, expect, it, vi } from 'vitest';

describe('react-dom-client', () => {
  afterEach(() => {
    vi.doUnmock('react-dom/client');
    vi.resetModules();
  });

  it('sets React DOM up with error stacks on: an error report from that time says where it came from', async () => {
    let stack: string | undefined;
    vi.doMock('react-dom/client', () => {
      stack = new Error('during setup').stack;
      return { createRoot: () => null, hydrateRoot: () => null };
    });
    const client = await import('../../../src/vendor/react-dom-client');
    expect(typeof client.hydrateRoot).toBe('function');
    expect(stack).toContain('during setup');
  });
});
