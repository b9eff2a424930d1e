// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCode } from '../../../../src/ui/load/code';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCode', () => {
  it('resumes a render that waited for a load with the thenable it waited on: React has nothing to warn of', async () => {
    const errors = vi.spyOn(console, 'error');
    // code that arrives at once: React resumes the waiting render rather than start it again
    const query = { queryKey: ['code-test', 'resumed'], queryFn: () => Promise.resolve('loaded') };
    function Loaded() {
      return <p>{useCode(query)}</p>;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    // as the page's entry renders: a transition, which waits for what it suspends on
    await act(async () => startTransition(() => root.render(<Loaded />)));
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
