import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Read @psc/core from its TypeScript sources, as the package exports map allows.
    conditions: ['@psc/source', ...defaultClientConditions],
  },
  build: {
    // bench/login-bundle-size.mjs reads the manifest to find what the login page loads.
    manifest: true,
    // Maps for error reports, without the comment that would make browsers fetch them; scripts/compress-dist.mjs
    // moves them out of the served directory.
    sourcemap: 'hidden',
  },
  server: {
    port: 5173,
    proxy: {
      '/oauth': 'http://localhost:8585',
      '/api': 'http://localhost:8585',
      '/aqa': 'http://localhost:8585',
      '/username': 'http://localhost:8585',
      '/requestpasswordreset': 'http://localhost:8585',
      '/checkpasswordreset': 'http://localhost:8585',
      '/resetpassword': 'http://localhost:8585',
      '^/register$': {
        target: 'http://localhost:8585',
        bypass: (request) => (request.method === 'POST' ? undefined : '/index.html'),
      },
    },
  },
});
