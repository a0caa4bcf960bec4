import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './src/lib/offline/manifest';

// The API origin for `vite` in development; the built app is served by the API itself.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Every text asset is also written brotli- and gzip-compressed, so the server sends the smallest one the
  // browser accepts without compressing on each request (@fastify/static's preCompressed).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // The installable, offline app: the manifest and the service worker (src/sw.ts), which precaches every
    // built script (lazy screens and language chunks included). The page registers it itself, lazily,
    // after its first render (src/lib/offline/register-sw.ts), so /login carries none of it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The compressed twins are the same files; screenshots are for the install dialog only.
        globIgnores: ['**/*.br', '**/*.gz', 'screenshots/**', 'sw.js'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
