// GET /product-data/tableNames.json and GET /product-data/{table}.{hash}.json, served from memory.
import type { FastifyInstance } from 'fastify';
import { PRECOMPRESSED_ROUTE, sendPrecompressed } from '../../http/precompressed.ts';
import type { MenuSnapshotStore } from './menu-snapshot.ts';

// Asked again on every visit (an ETag makes an unchanged one a 304): a menu published a moment ago
// reaches the customer's next visit, not a minute later (decision 009).
const INDEX_CACHE_CONTROL = 'public, no-cache';
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function registerProductDataRoutes(app: FastifyInstance, menu: MenuSnapshotStore): void {
  app.get('/product-data/tableNames.json', PRECOMPRESSED_ROUTE, (request, reply) =>
    sendPrecompressed(request, reply, menu.current().files.index, INDEX_CACHE_CONTROL),
  );
  app.get<{ Params: { fileName: string } }>(
    '/product-data/:fileName',
    PRECOMPRESSED_ROUTE,
    (request, reply) => {
      const file = menu.file(request.params.fileName);
      if (!file) return reply.code(404).send({ message: 'No such menu table.' });
      return sendPrecompressed(request, reply, file, IMMUTABLE_CACHE_CONTROL);
    },
  );
}
