CREATE TABLE `line_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`line_user_id` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`message` text NOT NULL,
	`retry_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `line_notifications_dedupe_key_unique` ON `line_notifications` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `line_notifications_due` ON `line_notifications` (`status`,`next_attempt_at`);