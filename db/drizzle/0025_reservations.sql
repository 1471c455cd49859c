CREATE TABLE `reservations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`product_id` integer,
	`product_code` text NOT NULL,
	`branch_id` integer NOT NULL,
	`pickup_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` text,
	`closed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pickup_id`) REFERENCES `pickups`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_one_live` ON `reservations` (`product_code`) WHERE status in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX `reservations_branch` ON `reservations` (`branch_id`,`status`);--> statement-breakpoint
CREATE INDEX `reservations_user` ON `reservations` (`user_id`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `reservation_grace_hours` integer DEFAULT 24 NOT NULL;