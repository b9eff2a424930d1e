import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// the API lives on the same origin in dev and preview; these prefixes go to the Prism mock
// (MOCK_PORT lets parallel end-to-end runs each use their own mock)
const mock = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const proxy = Object.fromEntries(
  ['^/api/', '^/client-api/', '^/admin-api/'].map((prefix) => [prefix, { target: mock, changeOrigin: true }]),
);

export default defineConfig({
  base: '/realt/',
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: { target: 'es2022', sourcemap: false },
});
