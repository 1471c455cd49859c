import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// Placeholder: this area's routes are being written.
const routes: FastifyPluginAsyncTypebox = async () => {};
export default routes;
