// React DOM's client sets itself up when first imported. The entry imports it through this module,
// a chunk of its own (vite.config.ts) that a server-rendered page runs in a task of its own
// (src/server/page.ts), apart from the entry's.
//
// Setting up, it builds a few errors that are never thrown (its internal signals, compared by
// identity). With DevTools' protocol attached, as in Lighthouse or a developer's profile, V8 records
// such an error's stack in detail, and for that reparses React DOM's whole setup function: about
// 25 ms on the bench's machine, four times that at Lighthouse's CPU slowdown. A browser without
// DevTools records no positions and pays nothing. Those stacks are never read, so none is recorded.
import { restoreErrorStacks } from './without-error-stacks';
import { createRoot, hydrateRoot } from 'react-dom/client';

restoreErrorStacks();

export { createRoot, hydrateRoot };
