DROP INDEX `payment_slips_payment`;--> statement-breakpoint
ALTER TABLE `payment_slips` ADD `seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_slips` ADD `payload` text;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_slips_payment` ON `payment_slips` (`kind`,`payment_id`,`seq`);--> statement-breakpoint
-- hand-written: every (bank, trans_ref) in its one canonical form (api/src/lib/slips/transfer.ts): the bank as
-- the three-digit code, the reference trimmed and upper-cased. What a slip is may not change (the trigger), so
-- the trigger is lifted for this one rewrite and put back, now also covering seq and payload.
DROP TRIGGER payment_slips_fixed;
--> statement-breakpoint
DROP INDEX `payment_slips_transfer`;
--> statement-breakpoint
UPDATE payment_slips SET bank = printf('%03d', CAST(bank AS INTEGER)) WHERE bank IS NOT NULL AND bank GLOB '[0-9]*' AND bank NOT GLOB '*[^0-9]*' AND CAST(bank AS INTEGER) < 1000;
--> statement-breakpoint
UPDATE payment_slips SET trans_ref = upper(trim(trans_ref)) WHERE trans_ref IS NOT NULL;
--> statement-breakpoint
-- Two standing payments that now name one transfer paid twice with it (a re-cased reference): the later one
-- stops holding it. It keeps its row, and the staff queue flags it with the earlier use (lib/slips/readings.ts).
UPDATE payment_slips SET active = 0 WHERE active = 1 AND bank IS NOT NULL AND trans_ref IS NOT NULL AND EXISTS (
  SELECT 1 FROM payment_slips o WHERE o.active = 1 AND o.bank = payment_slips.bank AND o.trans_ref = payment_slips.trans_ref AND o.id < payment_slips.id
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_slips_transfer` ON `payment_slips` (`bank`,`trans_ref`) WHERE active = 1;
--> statement-breakpoint
CREATE TRIGGER payment_slips_fixed BEFORE UPDATE OF kind, payment_id, seq, user_id, image, qr, bank, trans_ref, payload ON payment_slips BEGIN SELECT RAISE(ABORT, 'payment_slips: what a slip is never changes'); END;
