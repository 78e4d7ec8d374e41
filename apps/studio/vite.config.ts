import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// The same brotli/gzip step as the lobby, so the server sends both builds the same way. A build-time script only:
// nothing of the lobby reaches the game bundle.
import { precompress } from '../web/scripts/precompress.ts';

const API_SERVER = 'http://127.0.0.1:3000';

// The game front ends: their own entry, served by the server at /studio/ inside the game page's frame.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/studio/',
  plugins: [react(), precompress()],
  server: {
    port: 5174,
    proxy: { '/api': API_SERVER },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
