import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';

// In development the API server runs on API_PORT (default 3333) and Vite proxies to it;
// in production the API server serves this build and /api from one origin.
const apiTarget = `http://localhost:${process.env['API_PORT'] ?? '3333'}`;

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/shell',
  plugins: [react(), nxViteTsPaths()],
  server: {
    port: 4300,
    proxy: { '/api': apiTarget, '/config.json': apiTarget },
  },
  build: {
    outDir: '../../dist/apps/shell',
    emptyOutDir: true,
    reportCompressedSize: false,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // React and the router change rarely: a separate chunk stays cached across releases.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'vendor-react';
          return undefined;
        },
      },
    },
  },
});
