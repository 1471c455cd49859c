import fp from 'fastify-plugin';
import type { Db } from '@goldshop/db';
import type { ProcessedImage } from '../lib/image-processing';
import { claimSlip, releaseSlip, type SlipClaim } from '../lib/slips/claims';
import { SlipChecker } from '../lib/slips/checks';
import { readSlipQr, type SlipRead } from '../lib/slips/read-qr';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Transfer slips, whichever flow they pay (deposits, instalments, pawn payments): read for their
     * mini-QR, recorded once in the payment's own transaction, checked with the verification service when
     * one is configured (docs/decisions.md "Payments").
     */
    slips: {
      /** Reads a prepared slip picture's mini-QR, outside any transaction; a 503 when too many wait. */
      read(slip: ProcessedImage): Promise<SlipRead>;
      /** Records a payment's slip in the payment's transaction; 409 for a transfer that already pays something. */
      claim(tx: Db, c: Omit<SlipClaim, 'check'>): void;
      /** A rejected payment lets its transfer go (the same member may send it again). */
      release: typeof releaseSlip;
      /** After a payment's transaction committed: ask the verification service soon (nothing when it is off). */
      afterCommit(): void;
      checker: SlipChecker;
    };
  }
}

export default fp(
  async (app) => {
    const checker = new SlipChecker({ db: app.db, service: app.config.slipVerify, log: app.log });
    if (app.config.slipVerify?.jobs) checker.start();
    app.addHook('onClose', async () => checker.close());
    app.decorate('slips', {
      read: (slip: ProcessedImage) => readSlipQr(slip.bytes),
      claim: (tx: Db, c: Omit<SlipClaim, 'check'>) => claimSlip(tx, { ...c, check: checker.enabled }),
      release: releaseSlip,
      afterCommit: () => checker.kick(),
      checker,
    });
  },
  { name: 'slips', dependencies: ['db', 'config'] },
);
