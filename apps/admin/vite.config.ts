import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The back office: its own bundle, served by the API process under /admin/ (never by the player's app).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
});
