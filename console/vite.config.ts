// The console's build: a single-page app under /console, compiled into dist/console, where the
// bridge serves it (src/console/serve-console.ts). Hashed file names make the assets cacheable
// for good; gzip and brotli copies are written beside them, so the server never compresses.
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  publicDir: false,
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    target: 'es2022',
    // No inline script anywhere: the page's Content-Security-Policy allows only its own files.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router marks its modules "use client" for server components; meaningless here.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  plugins: [compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.html$/] })],
});
