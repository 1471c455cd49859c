CREATE TABLE `member_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`given` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `member_consents_user` ON `member_consents` (`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_token_hash_unique` ON `password_resets` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_resets_user` ON `password_resets` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `member_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`dedupe_key` text NOT NULL,
	`text` text NOT NULL,
	`path` text NOT NULL,
	`read_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_messages_dedupe_key_unique` ON `member_messages` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `member_messages_user` ON `member_messages` (`user_id`,`id`);--> statement-breakpoint
ALTER TABLE `users` ADD `closed_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `purge_after` text;--> statement-breakpoint
ALTER TABLE `users` ADD `purged_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `closed_line_hash` text;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `aml_threshold_satang` integer DEFAULT 200000000 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `aml_near_percent` integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `aml_near_count` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `aml_window_days` integer DEFAULT 7 NOT NULL;