import { Suspense, type ReactNode } from 'react';
import { useInBrowser } from './use-in-browser';

/**
 * What only a browser can show (what is kept on the device, what a browser adds to the page),
 * mounted after hydration behind its own Suspense boundary. Only this leaf re-renders when the
 * page has hydrated: had the screen asked useInBrowser itself, its synchronous re-render would
 * hydrate everything still waiting inside the screen in one long task.
 */
export function InBrowser({ children }: { children: ReactNode }) {
  return useInBrowser() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
