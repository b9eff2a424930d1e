// React DOM's client sets itself up when first imported. The entry imports it through this module,
// a chunk of its own (vite.config.ts) that a server-rendered page runs in a task of its own
// (src/server/page.ts), apart from the entry's.
//
// It sets itself up with error stacks off. Setting up, it builds the errors it throws and catches
// as internal signals (SuspenseException and the like; their stacks are never shown). With DevTools'
// protocol attached, as in Lighthouse or a developer's profile, V8 then reparsed React DOM's whole
// setup function for source positions: about 25 ms on the bench's machine, four times that at
// Lighthouse's CPU slowdown. Without DevTools the setup took the same time with stacks or without.
import { restoreErrorStacks } from './without-error-stacks';
import { createRoot, hydrateRoot } from 'react-dom/client';

restoreErrorStacks();

export { createRoot, hydrateRoot };
