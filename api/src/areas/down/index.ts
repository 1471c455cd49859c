import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';

/** Savings type 2 (ดาวน์ทอง): the member's requests, instalments and close requests, and the staff's queues. */
const down: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(staffRoutes);
};
export default down;
