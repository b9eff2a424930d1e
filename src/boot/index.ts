// The page's inline start-up: a classic script in the head, so that a private page's early calls
// go out as soon as it is parsed (a module would wait for the whole document). Built on its own by
// Vite (`?iife`, vite.config.ts) and inlined by the server, the same bytes on every page: one hash.
import { BOOT_ID } from '../server/markers';
import { boot } from './boot';

boot(JSON.parse(document.getElementById(BOOT_ID)?.textContent ?? ''));
