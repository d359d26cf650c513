import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeChunkName, localeParts } from './scripts/locale-parts.js';

export default defineConfig({
  plugins: [react(), localeParts()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080', '/static': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { chunkFileNames: (chunk) => localeChunkName(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js' } },
  },
});
