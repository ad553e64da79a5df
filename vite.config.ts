import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./src/web'),
  // Every script, style sheet and index.html also written as .br and .gz (best levels), which the
  // server sends to browsers that accept them (src/server/plugins/spa.ts).
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: {
    alias: { '@domain': here('./src/domain'), '@web': here('./src/web') },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // React and the router change less often than our code: their chunk stays cached across
    // releases; other libraries load with the screens that use them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 8787}`, changeOrigin: false },
    },
  },
});
