CREATE TABLE `branch_closures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`branch_id` integer NOT NULL,
	`date` text NOT NULL,
	`reason` text NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `branch_closures_day` ON `branch_closures` (`branch_id`,`date`);--> statement-breakpoint
CREATE TABLE `branches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`map_url` text DEFAULT '' NOT NULL,
	`hours` text NOT NULL,
	`takes_pickups` integer DEFAULT true NOT NULL,
	`slot_minutes` integer DEFAULT 30 NOT NULL,
	`slot_capacity` integer DEFAULT 2 NOT NULL,
	`promptpay_type` text,
	`promptpay_id` text,
	`promptpay_name` text,
	`bank_name` text,
	`bank_acc_name` text,
	`bank_acc_no` text,
	`bank_logo` text,
	`closed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`bank_logo`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "branches_promptpay_whole" CHECK(("branches"."promptpay_type" IS NULL AND "branches"."promptpay_id" IS NULL AND "branches"."promptpay_name" IS NULL) OR ("branches"."promptpay_type" IS NOT NULL AND "branches"."promptpay_id" IS NOT NULL AND "branches"."promptpay_name" IS NOT NULL)),
	CONSTRAINT "branches_bank_whole" CHECK(("branches"."bank_name" IS NULL AND "branches"."bank_acc_name" IS NULL AND "branches"."bank_acc_no" IS NULL AND "branches"."bank_logo" IS NULL) OR ("branches"."bank_name" IS NOT NULL AND "branches"."bank_acc_name" IS NOT NULL AND "branches"."bank_acc_no" IS NOT NULL)),
	CONSTRAINT "branches_slots" CHECK("branches"."slot_minutes" BETWEEN 5 AND 240 AND "branches"."slot_capacity" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `branches_name` ON `branches` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `branches_code` ON `branches` (`code`);--> statement-breakpoint
ALTER TABLE `users` ADD `home_branch_id` integer REFERENCES branches(id);--> statement-breakpoint
ALTER TABLE `saving_transactions` ADD `receive_branch_id` integer REFERENCES branches(id);--> statement-breakpoint
ALTER TABLE `pawn_requests` ADD `branch_id` integer REFERENCES branches(id);--> statement-breakpoint
-- hand-written: branches move from the code (a compiled list of three names) and the shop profile's free text
-- into the table, and every branch text in the data becomes a branch id, without losing a row
-- (docs/decisions.md "Branches are rows"). drizzle-kit wrote `ADD branch_id integer NOT NULL` for
-- saving_accounts, down_requests and pawn_contracts (SQLite cannot add a NOT NULL column without a default)
-- and dropped receive_branch and pawn_requests.branch before they were read: those statements are replaced
-- by what follows. When regenerating, keep the generated CREATE TABLEs and nullable ADDs above, and this.
--
-- 1. The three branches the code knew, in its order: ids 1, 2, 3; นาวง is the first branch. Open 09:00–17:00
-- every day until the owner sets real hours on the console.
INSERT INTO `branches` (`id`, `name`, `code`, `hours`) VALUES
  (1, 'นาวง', 'NW', '[{"day":0,"open":"09:00","close":"17:00"},{"day":1,"open":"09:00","close":"17:00"},{"day":2,"open":"09:00","close":"17:00"},{"day":3,"open":"09:00","close":"17:00"},{"day":4,"open":"09:00","close":"17:00"},{"day":5,"open":"09:00","close":"17:00"},{"day":6,"open":"09:00","close":"17:00"}]'),
  (2, 'หาดสำราญ', 'HS', '[{"day":0,"open":"09:00","close":"17:00"},{"day":1,"open":"09:00","close":"17:00"},{"day":2,"open":"09:00","close":"17:00"},{"day":3,"open":"09:00","close":"17:00"},{"day":4,"open":"09:00","close":"17:00"},{"day":5,"open":"09:00","close":"17:00"},{"day":6,"open":"09:00","close":"17:00"}]'),
  (3, 'เขาวิเศษ', 'KW', '[{"day":0,"open":"09:00","close":"17:00"},{"day":1,"open":"09:00","close":"17:00"},{"day":2,"open":"09:00","close":"17:00"},{"day":3,"open":"09:00","close":"17:00"},{"day":4,"open":"09:00","close":"17:00"},{"day":5,"open":"09:00","close":"17:00"},{"day":6,"open":"09:00","close":"17:00"}]');
--> statement-breakpoint
-- 2. The owner's branch list in the shop profile: a name the table has (with or without the word สาขา in
-- front) gives that row its address, phone and map link; any other name becomes a new branch, open, with a
-- code B<id>. Names are compared trimmed; a name listed twice counts once (its first entry).
CREATE TEMP TABLE `__profile_branches` AS
  SELECT CASE WHEN trim(json_extract(e.value, '$.name')) LIKE 'สาขา%' THEN trim(substr(trim(json_extract(e.value, '$.name')), 5)) ELSE trim(json_extract(e.value, '$.name')) END AS `name`,
    coalesce(json_extract(e.value, '$.address'), '') AS `address`, coalesce(json_extract(e.value, '$.phone'), '') AS `phone`,
    coalesce(json_extract(e.value, '$.mapUrl'), '') AS `map_url`, CAST(e.key AS integer) AS `pos`
  FROM `shop_settings` s, json_each(CASE WHEN json_valid(s.`profile`) AND json_type(s.`profile`, '$.branches') = 'array' THEN s.`profile` ELSE '{"branches":[]}' END, '$.branches') e
  WHERE json_type(e.value) = 'object' AND json_type(e.value, '$.name') = 'text';
--> statement-breakpoint
DELETE FROM `__profile_branches` WHERE `name` = '' OR `pos` > (SELECT min(o.`pos`) FROM `__profile_branches` o WHERE o.`name` = `__profile_branches`.`name`);
--> statement-breakpoint
INSERT INTO `branches` (`name`, `code`, `hours`)
  SELECT p.`name`, '#' || p.`pos`, (SELECT `hours` FROM `branches` WHERE `id` = 1) FROM `__profile_branches` p
  WHERE NOT EXISTS (SELECT 1 FROM `branches` b WHERE b.`name` = p.`name`) ORDER BY p.`pos`;
--> statement-breakpoint
UPDATE `branches` SET `address` = p.`address`, `phone` = trim(p.`phone`), `map_url` = p.`map_url`
  FROM `__profile_branches` p WHERE p.`name` = `branches`.`name`;
--> statement-breakpoint
DROP TABLE `__profile_branches`;
--> statement-breakpoint
UPDATE `shop_settings` SET `profile` = json_remove(`profile`, '$.branches') WHERE json_valid(`profile`);
--> statement-breakpoint
-- 3. A branch text in a goods withdrawal or a pawn redemption that names no branch yet (nothing the app
-- wrote, but a row typed in by hand would) keeps its name as a branch closed to new accounts: the row keeps
-- its branch, and customers are not offered a branch nobody set up.
INSERT INTO `branches` (`name`, `code`, `hours`, `closed_at`)
  SELECT n, '#x' || n, (SELECT `hours` FROM `branches` WHERE `id` = 1), strftime('%Y-%m-%dT%H:%M:%fZ','now') FROM (
    SELECT DISTINCT CASE WHEN trim(t) LIKE 'สาขา%' THEN trim(substr(trim(t), 5)) ELSE trim(t) END AS n FROM (
      SELECT `receive_branch` AS t FROM `saving_transactions` UNION SELECT `branch` FROM `pawn_requests`)
    WHERE t IS NOT NULL)
  WHERE n != '' AND NOT EXISTS (SELECT 1 FROM `branches` b WHERE b.`name` = n);
--> statement-breakpoint
UPDATE `branches` SET `code` = 'B' || `id` WHERE `code` LIKE '#%';
--> statement-breakpoint
UPDATE `saving_transactions` SET `receive_branch_id` = (SELECT b.`id` FROM `branches` b
  WHERE b.`name` = CASE WHEN trim(`receive_branch`) LIKE 'สาขา%' THEN trim(substr(trim(`receive_branch`), 5)) ELSE trim(`receive_branch`) END)
  WHERE `receive_branch` IS NOT NULL;
--> statement-breakpoint
UPDATE `pawn_requests` SET `branch_id` = (SELECT b.`id` FROM `branches` b
  WHERE b.`name` = CASE WHEN trim(`branch`) LIKE 'สาขา%' THEN trim(substr(trim(`branch`), 5)) ELSE trim(`branch`) END)
  WHERE `branch` IS NOT NULL;
--> statement-breakpoint
ALTER TABLE `saving_transactions` DROP COLUMN `receive_branch`;
--> statement-breakpoint
ALTER TABLE `pawn_requests` DROP COLUMN `branch`;
--> statement-breakpoint
-- 4. Every savings account, type 2 contract and pawn contract belongs to a branch. Nothing in the old rows
-- says which (a pickup branch is where a member chose to collect, not where the account is kept): each goes to
-- the first branch, นาวง, and staff move one where it belongs. The tables are rebuilt for NOT NULL branch_id,
-- as drizzle-kit rebuilds a table (foreign keys are off while openDb migrates).
CREATE TABLE `__new_saving_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`branch_id` integer NOT NULL,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_saving_accounts` (`id`, `user_id`, `status`, `branch_id`, `decided_by`, `decided_at`, `created_at`)
  SELECT `id`, `user_id`, `status`, 1, `decided_by`, `decided_at`, `created_at` FROM `saving_accounts`;
--> statement-breakpoint
DROP TABLE `saving_accounts`;
--> statement-breakpoint
ALTER TABLE `__new_saving_accounts` RENAME TO `saving_accounts`;
--> statement-breakpoint
CREATE UNIQUE INDEX `saving_accounts_user_id_unique` ON `saving_accounts` (`user_id`);
--> statement-breakpoint
CREATE TABLE `__new_down_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`branch_id` integer NOT NULL,
	`asked_product_id` integer,
	`asked_note` text,
	`prod_type` text,
	`approved_amount_satang` integer,
	`start_date` text,
	`end_date` text,
	`note` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_down_requests` (`id`, `user_id`, `status`, `branch_id`, `asked_product_id`, `asked_note`, `prod_type`, `approved_amount_satang`, `start_date`, `end_date`, `note`, `decided_by`, `decided_at`, `created_at`)
  SELECT `id`, `user_id`, `status`, 1, `asked_product_id`, `asked_note`, `prod_type`, `approved_amount_satang`, `start_date`, `end_date`, `note`, `decided_by`, `decided_at`, `created_at` FROM `down_requests`;
--> statement-breakpoint
DROP TABLE `down_requests`;
--> statement-breakpoint
ALTER TABLE `__new_down_requests` RENAME TO `down_requests`;
--> statement-breakpoint
CREATE TABLE `__new_pawn_contracts` (
	`jn_id` text PRIMARY KEY NOT NULL,
	`customer_id` integer NOT NULL,
	`jn_date` text NOT NULL,
	`net_total_satang` integer NOT NULL,
	`rate_in_satang` integer NOT NULL,
	`fee_satang` integer DEFAULT 0 NOT NULL,
	`jn_status` text NOT NULL,
	`branch_id` integer NOT NULL,
	`due_date` text NOT NULL,
	`item` text,
	`weight_grams` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_pawn_contracts` (`jn_id`, `customer_id`, `jn_date`, `net_total_satang`, `rate_in_satang`, `fee_satang`, `jn_status`, `branch_id`, `due_date`, `item`, `weight_grams`, `created_at`)
  SELECT `jn_id`, `customer_id`, `jn_date`, `net_total_satang`, `rate_in_satang`, `fee_satang`, `jn_status`, 1, `due_date`, `item`, `weight_grams`, `created_at` FROM `pawn_contracts`;
--> statement-breakpoint
DROP TABLE `pawn_contracts`;
--> statement-breakpoint
ALTER TABLE `__new_pawn_contracts` RENAME TO `pawn_contracts`;