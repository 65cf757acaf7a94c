import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The dev server runs as middleware inside Fastify (server/plugins/web.ts); nothing here listens.
  server: { host: '127.0.0.1' },
  build: { target: 'es2022' },
});
