import type { FastifyPluginAsync } from 'fastify';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';

/**
 * Paying the shop: the Thai QR for the amount a member is about to pay, and the owner's PromptPay
 * receiver. The slips of every payment go through `app.slips` (plugins/slips.ts).
 */
const payments: FastifyPluginAsync = async (app) => {
  await app.register(memberRoutes);
  await app.register(staffRoutes);
};
export default payments;
