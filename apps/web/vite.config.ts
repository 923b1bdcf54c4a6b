import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { homePreload } from './build/home-preload';
import { precompress } from './build/precompress';
import { findSharedWithPublicPages } from './build/public-pages-group';
import { serviceWorkerPrecache } from './build/service-worker';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    findSharedWithPublicPages(),
    homePreload(),
    serviceWorkerPrecache(),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/version.json': apiServer },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle-size.ts follows each route's imports through it.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
