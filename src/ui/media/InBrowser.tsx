import type { ReactNode } from 'react';
import { PartBoundary } from '../load/lazy-part';
import { useInBrowser } from './use-in-browser';

/**
 * What only a browser can show (what is kept on the device, what a browser adds to the page),
 * mounted after hydration behind its own Suspense boundary. Only this leaf re-renders when the
 * page has hydrated: had the screen asked useInBrowser itself, its synchronous re-render would
 * hydrate everything still waiting inside the screen in one long task. The page does without it
 * when its code fails to load.
 */
export function InBrowser({ children }: { children: ReactNode }) {
  return useInBrowser() ? <PartBoundary failure="quiet">{children}</PartBoundary> : null;
}
