CREATE TABLE `line_service_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`payment_kind` text NOT NULL,
	`payment_id` integer NOT NULL,
	`token` text NOT NULL,
	`remaining` integer NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `line_service_tokens_payment` ON `line_service_tokens` (`payment_kind`,`payment_id`);--> statement-breakpoint
ALTER TABLE `line_notifications` ADD `via` text DEFAULT 'push' NOT NULL;