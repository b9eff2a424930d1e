// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import { clientValue } from '../../../src/state/client-value';
import { renderAndHydrate } from '../hydrate';

describe('a store’s value as React renders it', () => {
  it('is the server’s in a server page and while it hydrates, the store’s right after, and follows it', async () => {
    const store = proxy({ count: 3 });
    const useCount = clientValue(store, (each) => each.count, 0);
    function Count() {
      return <output>{useCount()}</output>;
    }
    const { html, container, mismatches, unmount } = await renderAndHydrate(<Count />);
    expect(html).toBe('<output>0</output>');
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('3');
    await act(async () => {
      store.count = 4;
    });
    expect(container.textContent).toBe('4');
    unmount();
  });
});
