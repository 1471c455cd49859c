CREATE TABLE `pawn_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`jn_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`amount_satang` integer NOT NULL,
	`interest_satang` integer NOT NULL,
	`principal_satang` integer NOT NULL,
	`months` integer,
	`new_due_date` text,
	`pay_date` text NOT NULL,
	`quote` text NOT NULL,
	`branch` text,
	`pickup_date` text,
	`proof` text NOT NULL,
	`note` text,
	`idempotency_key` text,
	`decided_by` integer,
	`decided_at` text,
	`receipt` text,
	`picked_up_by` integer,
	`picked_up_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`jn_id`) REFERENCES `pawn_contracts`(`jn_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proof`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`picked_up_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pawn_requests_idem` ON `pawn_requests` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `pawn_requests_one_pending` ON `pawn_requests` (`jn_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `pawn_requests_status` ON `pawn_requests` (`status`);--> statement-breakpoint
ALTER TABLE `pawn_payments` ADD `principal_satang` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pawn_payments` ADD `request_id` integer REFERENCES pawn_requests(id);--> statement-breakpoint
CREATE UNIQUE INDEX `pawn_payments_request` ON `pawn_payments` (`request_id`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `pawn_month_rule` text DEFAULT 'whole' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `pawn_grace_days` integer DEFAULT 7 NOT NULL;
--> statement-breakpoint
-- A member's pawn request keeps what was asked and paid; only its status and the staff's fields move.
CREATE TRIGGER pawn_requests_amount_fixed BEFORE UPDATE OF jn_id, user_id, kind, amount_satang, interest_satang, principal_satang, months, pay_date, quote, proof ON pawn_requests BEGIN SELECT RAISE(ABORT, 'pawn request amounts are immutable'); END;
--> statement-breakpoint
-- The e-receipt is the shop's written evidence: issued once, never rewritten.
CREATE TRIGGER pawn_requests_receipt_once BEFORE UPDATE OF receipt ON pawn_requests WHEN OLD.receipt IS NOT NULL BEGIN SELECT RAISE(ABORT, 'a pawn receipt is issued once'); END;
--> statement-breakpoint
CREATE TRIGGER pawn_requests_no_delete BEFORE DELETE ON pawn_requests BEGIN SELECT RAISE(ABORT, 'pawn_requests is kept'); END;
--> statement-breakpoint
-- A payment made in the app stays as recorded: no import or edit changes or drops it.
CREATE TRIGGER pawn_payments_app_fixed BEFORE UPDATE OF jn_id, pay_date, total_satang, principal_satang, pay_type, request_id ON pawn_payments WHEN OLD.request_id IS NOT NULL BEGIN SELECT RAISE(ABORT, 'a payment made in the app never changes'); END;
--> statement-breakpoint
CREATE TRIGGER pawn_payments_app_kept BEFORE DELETE ON pawn_payments WHEN OLD.request_id IS NOT NULL BEGIN SELECT RAISE(ABORT, 'a payment made in the app is kept'); END;
