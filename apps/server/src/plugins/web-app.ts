import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app; any path that is not a file gets index.html so the client router can
 * show it (its own 404 page included). Unknown /api paths stay JSON 404s.
 */
export const webAppPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The build writes .br and .gz copies of its text files (apps/web/vite.config.ts): the browser gets the
      // smallest it accepts, compressed once at build time rather than on every request.
      preCompressed: true,
      // Off, or `send`'s own "max-age=0" would overwrite the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints assets, so they never change; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The body depends on Accept-Encoding (preCompressed), so a shared cache must keep one copy per encoding.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ message: `No API route ${request.method} ${pathname}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    if (!built) {
      return reply.status(404).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
