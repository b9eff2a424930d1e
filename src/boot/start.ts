// Every page's inline start-up, built by Vite (`?iife`, vite.config.ts): the same bytes, one hash.
import { BOOT_ID } from '../server/markers';
import { boot } from './boot';

boot(JSON.parse(document.getElementById(BOOT_ID)?.textContent ?? ''));
