// React DOM's client sets itself up when first imported. The entry imports it through this module,
// a chunk of its own (vite.config.ts) that a server-rendered page runs in a task of its own
// (src/boot/boot.ts), apart from the entry's: the setup in the entry's task made it a long one.
export { createRoot, hydrateRoot } from 'react-dom/client';
