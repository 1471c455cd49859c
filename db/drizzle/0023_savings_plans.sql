CREATE TABLE `savings_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`account` text NOT NULL,
	`amount_satang` integer NOT NULL,
	`day` integer NOT NULL,
	`goal_units` integer,
	`goal_date` text,
	`skip_month` text,
	`reminded_month` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `savings_plans_user_id_unique` ON `savings_plans` (`user_id`);