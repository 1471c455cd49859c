CREATE TABLE `reservation_deposits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`amount_satang` integer NOT NULL,
	`proof` text NOT NULL,
	`idempotency_key` text,
	`state` text DEFAULT 'held' NOT NULL,
	`refunded_by` integer,
	`refunded_at` text,
	`refund_note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proof`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`refunded_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reservation_deposits_one` ON `reservation_deposits` (`reservation_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reservation_deposits_key` ON `reservation_deposits` (`user_id`,`idempotency_key`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `reservation_deposit_satang` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `reservation_deposit_rule` text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `deposit_satang` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `deposit_rule` text DEFAULT 'refund' NOT NULL;