CREATE TABLE `payment_slips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`payment_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`image` text NOT NULL,
	`qr` text NOT NULL,
	`bank` text,
	`trans_ref` text,
	`active` integer DEFAULT true NOT NULL,
	`check` text DEFAULT 'off' NOT NULL,
	`check_amount_satang` integer,
	`check_receiver` text,
	`check_date` text,
	`check_note` text,
	`check_tries` integer DEFAULT 0 NOT NULL,
	`checked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`image`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_slips_payment` ON `payment_slips` (`kind`,`payment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_slips_transfer` ON `payment_slips` (`bank`,`trans_ref`) WHERE active = 1;--> statement-breakpoint
CREATE INDEX `payment_slips_ref` ON `payment_slips` (`bank`,`trans_ref`);--> statement-breakpoint
CREATE INDEX `payment_slips_check` ON `payment_slips` (`check`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `promptpay_type` text;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `promptpay_id` text;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `promptpay_name` text;--> statement-breakpoint
-- What a slip is and which payment it pays never change; only whether it stands and what the check said.
CREATE TRIGGER payment_slips_fixed BEFORE UPDATE OF kind, payment_id, user_id, image, qr, bank, trans_ref ON payment_slips BEGIN SELECT RAISE(ABORT, 'payment_slips: what a slip is never changes'); END;
--> statement-breakpoint
CREATE TRIGGER payment_slips_no_delete BEFORE DELETE ON payment_slips BEGIN SELECT RAISE(ABORT, 'payment_slips is kept'); END;
