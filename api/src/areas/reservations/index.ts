import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@goldshop/db';
import { providePickupKind } from '../pickups/what';
import { startReservationExpiry } from './expiry';
import memberRoutes from './member-routes';
import staffRoutes from './staff-routes';
import { collect } from './staff';
import { depositOf } from './deposit';

/**
 * Reserving a catalogue piece at a branch (docs/decisions.md "Reservations"): members reserve with a pickup slot,
 * staff confirm or cancel; the pickup day's handover collects it; a periodic job releases the uncollected.
 */
const reservations: FastifyPluginAsync = async (app) => {
  // The pickup a reservation books is handed over by the pickups area, through this area's rules.
  providePickupKind('reservation', {
    load: (tx, ref) => {
      const r = tx.select().from(schema.reservations).where(eq(schema.reservations.id, ref)).get();
      if (!r) return undefined;
      // Never "ready" to book by itself: the reservation books its own pickup. Its deposit, paid and not handed
      // back, counts towards the price at the counter (docs/decisions.md "Reservation deposits").
      const deposit = depositOf(tx, r.id);
      const prepaid = deposit?.state === 'held' || deposit?.state === 'applied' ? deposit.amountSatang : 0;
      return {
        userId: r.userId,
        ready: false,
        label: `สินค้าที่จอง รหัส ${r.productCode}`,
        path: '/reservations',
        ...(prepaid > 0 ? { prepaidSatang: prepaid } : {}),
      };
    },
    ready: () => [],
    handOver: (a, by, ref, also) => collect(a, by, ref, also),
  });
  await app.register(memberRoutes);
  await app.register(staffRoutes);
  startReservationExpiry(app);
};
export default reservations;
