// `npm run test:desktop`: the packaging check, kept out of the unit run because it needs the
// production build (npm test runs it right after `npm run build`) and takes a few seconds.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['tests/desktop/packaging.check.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
