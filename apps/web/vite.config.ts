import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { PRECOMPRESSED, PRECOMPRESS_THRESHOLD } from './precompress.mjs';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each asset, served by the server as they are (no
    // compression per request): the JavaScript of a first load travels at a quarter of its size.
    // Not for the server renderer (build.mjs), which Node reads from disk; `npm start` makes
    // them once the build is done, beside the server's start (precompress.mjs).
    !isSsrBuild &&
      process.env.SPACE_PRECOMPRESS !== 'later' &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: PRECOMPRESSED,
        threshold: PRECOMPRESS_THRESHOLD,
      }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Brand logos stay files: inlined, all nine (brands × theme × language) would ride in the
    // first load's JavaScript as base64, while a page shows one.
    assetsInlineLimit: (file) => (file.includes('/assets/brand/') ? false : undefined),
    sourcemap: false,
    // The update check (spec §4) compares this entry's hashed name between builds.
    rollupOptions: {
      output: { entryFileNames: 'assets/index-[hash].js' },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
}));
