import type { FastifyPluginAsync } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { endpoints } from '../../contract/index';
import { API_VERSION, openApiDocument } from '../lib/openapi';

/**
 * The API reference for integrators: the OpenAPI document built from the contract (lib/openapi.ts), and the
 * Swagger UI page over it at /api/docs, whose scripts and styles come from the npm package itself, never a
 * CDN. The document's own call (GET /api/openapi.json) is in the contract and served by the system area.
 * Registered only while API_DOCS is on (docs/configuration.md).
 */
const apiDocs: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: openApiDocument(endpoints, { version: API_VERSION }) as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
};
export default apiDocs;
