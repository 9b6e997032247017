// Standalone server: `npm run server` (SERVER_PORT, default 4000).
import { serve } from '@hono/node-server';
import { closeEmbeddedApp, getEmbeddedApp } from './embedded.ts';

const port = Number(process.env.SERVER_PORT ?? 4000);
const started = Date.now();
const app = await getEmbeddedApp();
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`[server] ready in ${Date.now() - started} ms: http://localhost:${info.port}/api (OpenAPI: /api/openapi.json)`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: shutting down`);
  server.close();
  closeEmbeddedApp().finally(() => process.exit(0));
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
