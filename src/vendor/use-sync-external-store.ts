// wouter imports useSyncExternalStore through the shim for React 17; React 19 has it, and the
// shim's fallback code would only add to every page's first load (vite.config.ts aliases it here)
export { useSyncExternalStore } from 'react';
