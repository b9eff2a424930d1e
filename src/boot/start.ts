// Every page's inline start-up: a module script, which runs once the document is parsed. Built on
// its own by Vite (`?iife`, vite.config.ts) and inlined by the server, the same bytes on every
// page: one hash.
import { boot, bootData } from './boot';

boot(bootData());
