// React DOM's client sets itself up when first imported: with DevTools' protocol attached, as in
// Lighthouse, V8 also reparses the whole setup function then, for the stack of the errors it
// builds. The entry imports it through this module, a chunk of its own (vite.config.ts) that a
// server-rendered page runs in a task of its own (src/server/page.ts), apart from the entry's.
export { createRoot, hydrateRoot } from 'react-dom/client';
