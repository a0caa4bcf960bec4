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
    rolldownOptions: {
      output: {
        // A few chunks by route instead of one per shared module: left to itself the bundler split the app
        // into ~150 small files, and a trip page opened directly waited on a waterfall of them (the
        // request count, not the bytes, made its paint slow). Each group takes its modules' dependencies
        // with it unless a group of higher priority holds them:
        // - shell: what the entry imports statically (the signed-out screens, the session, the router);
        //   it is the entry's own chunk, so /login is one script and its texts;
        // - menu: the signed-out pages' language menu, with MUI's Menu, Popover and Modal, which the shell
        //   leaves out: loaded when the menu is about to open, it needs no other chunk (the signed-in
        //   screens take these parts from it);
        // - app-frame: the signed-in frame (top bar, drawer, bell) and what only it uses;
        // - charts and map: the charts library and the map's, with what only they use, for the few screens
        //   that show them;
        // - libs: the other libraries the signed-in screens load lazily;
        // - trip-screen: the trip screen's own code, which most signed-in screens share parts of.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 6 },
            { name: 'menu', test: /src[\\/]components[\\/]language-menu-list/, priority: 5 },
            { name: 'app-frame', test: /src[\\/]app[\\/]layouts[\\/]app-layout/, priority: 4 },
            { name: 'charts', test: /node_modules[\\/]recharts[\\/]/, priority: 3 },
            { name: 'map', test: /node_modules[\\/]leaflet[\\/]/, priority: 3 },
            { name: 'libs', test: /node_modules/, priority: 2 },
            { name: 'trip-screen', test: /src[\\/]app[\\/]trip-screen[\\/]trip-screen-page/, priority: 1 },
          ],
        },
      },
    },
  },
});
