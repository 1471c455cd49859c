CREATE TABLE `owner_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`staff_id` integer,
	`details` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `owner_alerts_created` ON `owner_alerts` (`created_at`);--> statement-breakpoint
ALTER TABLE `staff` ADD `line_user_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_line_user_id_unique` ON `staff` (`line_user_id`);--> statement-breakpoint
ALTER TABLE `gold_prices` ADD `trusted` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `manual_price_limit_percent` integer DEFAULT 5 NOT NULL;--> statement-breakpoint
-- Owner alerts are a record of what changed: append-only, like the audit log.
CREATE TRIGGER owner_alerts_no_update BEFORE UPDATE ON owner_alerts BEGIN SELECT RAISE(ABORT, 'owner_alerts is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER owner_alerts_no_delete BEFORE DELETE ON owner_alerts BEGIN SELECT RAISE(ABORT, 'owner_alerts is append-only'); END;
--> statement-breakpoint
-- Prices staff entered before this version are not a reference for new ones: who entered them is unknown here.
UPDATE `gold_prices` SET `trusted` = 0 WHERE `source` = 'staff';
