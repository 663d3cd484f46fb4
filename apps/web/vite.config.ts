import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildWithPrerender, clientEnvironment, prerenderEnvironment } from './build/prerender.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API server's port; the dev server forwards API and health calls to it so the SPA stays same-origin.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than app code: separate chunks stay cached across deploys. Only
        // the libraries every page loads whole get a group. Mantine, TanStack Query, zod, icons… are left
        // to the route splitting: a group bundles every module it matches into one chunk that the first
        // page then downloads whole, which put the signed-in app's code on `/` (issue 4).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            // zod in a chunk of its own: left to the splitting, it shared a chunk with small contract
            // modules the public pages import (roles), which put all of zod on `/`.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  // `vite build` builds the browser bundle, then prerenders the public marketing pages (build/prerender.ts).
  environments: { client: clientEnvironment(root), ssr: prerenderEnvironment(root) },
  builder: { buildApp: buildWithPrerender },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      // Built by the server from PUBLIC_URL and the route tables.
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
    },
  },
});
