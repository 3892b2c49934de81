import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routePreloads, type AppShell } from './route-preloads.mjs';

// Resolved from this file so the build works from the repo root or from client/.
const clientDir = fileURLToPath(new URL('.', import.meta.url));
// The server `npm start` and `npm run dev` run (PORT, 3000 by default).
const server = `http://localhost:${process.env.PORT ?? 3000}`;

// Libraries every page needs, in their own long-cached chunk: an app deploy does
// not make returning visitors download React again. Form, validation, socket and
// toast libraries are left out on purpose; they load when they are needed.
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

// Filled by the route-preloads plugin while the bundle is written, read when the service worker's
// precache list is made (after it).
const appShell: AppShell = { scripts: new Set() };

/**
 * The server's build of the landing pages (`vite build --ssr`, src/entry-server.tsx): one CommonJS
 * file the server requires, with React and every library inside it (the production image keeps no
 * dev dependencies). Styles, fonts and the service worker are the browser build's.
 */
const serverRenderBuild = defineConfig({
  root: clientDir,
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: '../dist/client-ssr',
    emptyOutDir: true,
    ssr: 'src/entry-server.tsx',
    copyPublicDir: false,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
  },
});

const browserBuild = defineConfig({
  root: clientDir,
  plugins: [
    react(),
    tailwindcss(),
    routePreloads(clientDir, appShell),
    // Installable, and tolerant of a dropped line: see src/sw.ts for what the service worker keeps.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by the page once it has shown its content (src/app/service-worker.ts), not at
      // `load`, so the install's downloads never compete with the first visit's own.
      injectRegister: false,
      registerType: 'autoUpdate',
      injectManifest: {
        // The app shell: the page, styles, the Arabic font, the icons (not the Latin fonts: the
        // pages are Arabic, and a Latin word shows in the system font until its file is fetched),
        // and the scripts of the app shell only (see AppShell). The service worker caches every
        // other script the first time a page loads it.
        globPatterns: ['**/*.{js,css,html,png}', 'assets/cairo-arabic-*.woff2'],
        globIgnores: ['**/photo-shrink.worker-*.js'],
        manifestTransforms: [
          (entries) =>
            Promise.resolve({
              manifest: entries.filter((entry) => !entry.url.endsWith('.js') || appShell.scripts.has(entry.url)),
              warnings: [],
            }),
        ],
      },
      manifest: {
        name: 'سيّارة: سوق السيارات في سوريا',
        short_name: 'سيّارة',
        description: 'بيع وشراء وإيجار السيارات وقطع الغيار في سوريا',
        lang: 'ar',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d5ef1',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: {
    outDir: '../dist/client',
    // The server announces each landing page's scripts in the page it serves (route-preloads.mts),
    // so Vite's own preloading (its helper and per-import dependency lists, 3 KB on every page) goes.
    modulePreload: false,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework },
            // Named only for readable build output; both still load on demand.
            { name: 'forms', test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/ },
            {
              name: 'socket',
              test: /[\\/]node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter|xmlhttprequest-ssl)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/auth': server,
      '/media': server,
      '/health': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
