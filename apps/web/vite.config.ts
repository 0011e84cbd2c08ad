import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Inter's Latin face, which every page's text uses, is asked for with the page: found only at
 * the first layout, it arrived after the first paint and the whole page was laid out again.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'space:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('the Latin face of Inter is missing from the build');
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '' };
        return [{ tag: 'link', attrs: { ...attrs, href: `/${font}` }, injectTo: 'head' }];
      },
    },
  };
}

// The compressed copies of the assets are made by build.mjs (precompress.mjs).
export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLatinFont()],
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
