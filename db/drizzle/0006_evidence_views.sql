PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_sensitive_access_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer,
	`user_id` integer,
	`subject` text DEFAULT 'image' NOT NULL,
	`image_hash` text,
	`entity` text,
	`entity_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "sensitive_access_log_image" CHECK((subject = 'image') = (image_hash is not null))
);
--> statement-breakpoint
-- Hand-edited: drizzle-kit selected the new columns from the old table, which has none of them. Every
-- earlier row is an image view whose request was not kept.
INSERT INTO `__new_sensitive_access_log`("id", "staff_id", "user_id", "subject", "image_hash", "entity", "entity_id", "created_at") SELECT "id", "staff_id", "user_id", 'image', "image_hash", NULL, NULL, "created_at" FROM `sensitive_access_log`;--> statement-breakpoint
DROP TABLE `sensitive_access_log`;--> statement-breakpoint
ALTER TABLE `__new_sensitive_access_log` RENAME TO `sensitive_access_log`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
-- Hand-written: the rebuilt table is append-only again (the old one's triggers went with it).
CREATE TRIGGER sensitive_access_log_no_update BEFORE UPDATE ON sensitive_access_log BEGIN SELECT RAISE(ABORT, 'sensitive_access_log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER sensitive_access_log_no_delete BEFORE DELETE ON sensitive_access_log BEGIN SELECT RAISE(ABORT, 'sensitive_access_log is append-only'); END;
--> statement-breakpoint
-- Hand-written data fix: LINE display names stored before the sign-in cleaned them lose their bidi controls
-- (U+202A-202E, U+2066-2069), which turned text around in the console.
UPDATE `users` SET `line_name` = NULLIF(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(`line_name`,
  char(8234), ''), char(8235), ''), char(8236), ''), char(8237), ''), char(8238), ''), char(8294), ''), char(8295), ''), char(8296), ''), char(8297), '')), '')
WHERE `line_name` IS NOT NULL;
