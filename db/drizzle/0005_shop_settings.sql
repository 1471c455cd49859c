CREATE TABLE `shop_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`ornament_premium_satang` integer DEFAULT 50000 NOT NULL,
	`min_deposit_satang` integer DEFAULT 10000 NOT NULL,
	`min_instalment_satang` integer DEFAULT 10000 NOT NULL,
	`profile` text,
	CONSTRAINT "shop_settings_one_row" CHECK("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE `users` ADD `line_name` text;--> statement-breakpoint
ALTER TABLE `users` ADD `session_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `making_charge_satang` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `down_requests` ADD `asked_product_id` integer;--> statement-breakpoint
ALTER TABLE `down_requests` ADD `asked_note` text;--> statement-breakpoint
ALTER TABLE `pawn_contracts` ADD `item` text;--> statement-breakpoint
ALTER TABLE `pawn_contracts` ADD `weight_grams` real;--> statement-breakpoint
-- The one settings row, at its defaults; the app only ever updates it.
INSERT INTO `shop_settings` (`id`) VALUES (1);