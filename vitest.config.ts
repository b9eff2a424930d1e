import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { iife } from './vite.config.ts';

export default defineConfig({
  plugins: [react(), iife()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Node by default: a file that needs a DOM says so on its first line
    // (`// @vitest-environment jsdom`), so only those pay for setting one up
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // a worker per core: Vitest's default keeps one core for its main process, which mostly
    // waits, so a 2-core machine ran one file at a time
    maxWorkers: '100%',
    // a bound for a test that hangs, not a measure: a file's first test also builds the modules it
    // loads lazily, which took 5 s on a busy 2-core machine
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
