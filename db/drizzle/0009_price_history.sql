CREATE TABLE `price_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`threshold_satang` integer NOT NULL,
	`armed` integer DEFAULT 1 NOT NULL,
	`off_token` text NOT NULL,
	`fired_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_alerts_off_token_unique` ON `price_alerts` (`off_token`);--> statement-breakpoint
CREATE INDEX `price_alerts_user` ON `price_alerts` (`user_id`);--> statement-breakpoint
ALTER TABLE `gold_prices` ADD `announced_at` text;--> statement-breakpoint
CREATE INDEX `gold_prices_announced` ON `gold_prices` (`announced_at`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `ornament_buyback_discount_bp` integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `prices_paused_at` text;--> statement-breakpoint
-- Prices stored before this column: their announcement time is in the stored answer (update_times), else when it was stored.
UPDATE `gold_prices` SET `announced_at` = coalesce(json_extract(`response`, '$.update_times'), `created_at`) WHERE `announced_at` IS NULL;
