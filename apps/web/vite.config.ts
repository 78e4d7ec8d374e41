import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const API_SERVER = 'http://127.0.0.1:3000';

// The dev server only renders the app; everything the browser asks of the backend goes to the real server.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': API_SERVER,
      '/messages': API_SERVER,
      '/log': API_SERVER,
      // In development Vite serves the app's own files from /src, so /assets is only the server's artwork.
      '/assets': API_SERVER,
      '/connection': { target: API_SERVER, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // One CSS file per route chunk keeps the first paint's stylesheet small.
    cssCodeSplit: true,
    sourcemap: false,
    rolldownOptions: {
      // The contracts are schemas and constants with no side effects on import; saying so lets the bundler drop
      // the schemas a page never uses (zod schema builders are calls it cannot prove pure on its own).
      treeshake: {
        moduleSideEffects: (id: string) => !/packages[\\/]contracts[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|zod|use-sync-external-store|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]|packages[\\/]contracts[\\/]/,
            },
          ],
        },
      },
    },
  },
});
