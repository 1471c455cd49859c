CREATE TABLE `pickups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`what` text NOT NULL,
	`ref` integer NOT NULL,
	`branch_id` integer NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`handed_over_by` integer,
	`handed_over_at` text,
	`missed_by` integer,
	`missed_at` text,
	`reminder_sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`handed_over_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`missed_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pickups_one_live` ON `pickups` (`what`,`ref`) WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX `pickups_slot` ON `pickups` (`branch_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `pickups_user` ON `pickups` (`user_id`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `pickup_lead_hours` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `pickup_cutoff_hours` integer DEFAULT 2 NOT NULL;