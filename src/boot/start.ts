// Every page's inline start-up: a module script, which runs once the document is parsed. Built on
// its own by Vite (`?iife`, vite.config.ts) and inlined by the server, the same bytes on every
// page: one hash.
import { BOOT_ID } from '../server/markers';
import { boot } from './boot';

boot(JSON.parse(document.getElementById(BOOT_ID)?.textContent ?? ''));
