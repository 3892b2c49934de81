import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// Resolved from this file so the build works from the repo root or from client/.
const clientDir = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:3000';

// Libraries every page needs, in their own long-cached chunk: an app deploy does
// not make returning visitors download React again. Form, validation, socket and
// toast libraries are left out on purpose; they load when they are needed.
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  root: clientDir,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
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
