CREATE TABLE `price_alert_delivery` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`delivery` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_alert_delivery_user_id_unique` ON `price_alert_delivery` (`user_id`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `line_budget_plan` text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `line_budget_custom_cap` integer;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `line_alerts_in_app_from_percent` integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `line_reminders_in_app_from_percent` integer DEFAULT 90 NOT NULL;--> statement-breakpoint
CREATE INDEX `line_notifications_sent` ON `line_notifications` (`sent_at`);