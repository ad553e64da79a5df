import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../http-errors';

// Serves the built web app; any other GET outside /api gets index.html (history fallback), so
// a deep link such as /customers/abc loads the app. Unknown /api paths answer 404 JSON.
// The build writes a brotli (.br) and a gzip (.gz) copy next to each script, style sheet and
// index.html: a browser that accepts one gets it (`Vary: accept-encoding`), others the file.
// One wildcard route serves the folder: a route per file (the library's `wildcard: false`)
// listed the whole folder and built two routes for each of its ~700 files at every start,
// about a third of the start's CPU on PostgreSQL (docs/benchmarks.md, "Start-up").
async function spaPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const root = path.resolve(opts.distDir);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // A folder (`/`, `/assets/`) is no file: it falls through to index.html below.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // As the listing did: a dot-file is never served.
      dotfiles: 'ignore',
      preCompressed: true,
      // Our own cache policy below, not the library's default `public, max-age=0`.
      cacheControl: false,
      setHeaders: (response, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        // The same address answers brotli, gzip or the plain file by Accept-Encoding.
        response.setHeader('vary', 'accept-encoding');
        response.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // A hashed file under assets/ never changes (a year, immutable): no browser revalidates or
  // asks for a range of it, so its validators and `accept-ranges` are bytes for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url === '/*' && request.url.startsWith('/assets/')) {
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      reply.removeHeader('accept-ranges');
    }
    done(null, payload);
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (isPage) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built: run `npm run build`.');
    }
    return reply.status(404).send(errorBody('not_found', 'Not found'));
  });
}

export default fp(spaPlugin, { name: 'spa' });
