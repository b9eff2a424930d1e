import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy, tileSourceOf } from './desktop/csp.ts';

// the API lives on the same origin in dev and preview; these prefixes go to the Prism mock
// (MOCK_PORT lets parallel end-to-end runs each use their own mock)
const mock = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const proxy = Object.fromEntries(
  ['^/api/', '^/client-api/', '^/admin-api/'].map((prefix) => [prefix, { target: mock, changeOrigin: true }]),
);

export default defineConfig(({ mode }) => {
  // the built bundle is served with the app's Content-Security-Policy, which names the API host
  // when the build calls another origin and the map tile host when tiles are configured (README: deployment)
  const viteEnv = loadEnv(mode, process.cwd(), 'VITE_');
  const apiUrl = viteEnv.VITE_API_URL ?? '';
  const csp = contentSecurityPolicy(apiUrl ? new URL(apiUrl).origin : '', tileSourceOf(viteEnv.VITE_MAP_TILES ?? ''));
  return {
    base: '/realt/',
    plugins: [react()],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy, headers: { 'Content-Security-Policy': csp } },
    // the manifest lets scripts/size.mjs measure what each route loads first
    build: { target: 'es2022', sourcemap: false, manifest: true },
  };
});
