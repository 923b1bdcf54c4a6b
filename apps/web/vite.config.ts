import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { serviceWorkerPrecache } from './build/service-worker';

const apiServer = 'http://localhost:3000';

/** Libraries change less often than app code: separate chunks stay cached across deploys. */
const vendorChunks: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler)\//,
  router: /node_modules\/react-router\//,
  zod: /node_modules\/zod\//,
};

const vendorChunk = (id: string): string | undefined =>
  Object.entries(vendorChunks).find(([, pattern]) => pattern.test(id))?.[0];

export default defineConfig({
  plugins: [react(), serviceWorkerPrecache(), precompress()],
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
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
