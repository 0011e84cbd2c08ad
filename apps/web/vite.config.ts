import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The compressed copies of the assets are made by build.mjs (precompress.mjs).
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
});
