-- Status codes in one language: the savings account and type 2 lifecycles move from SPEC §4's Thai texts
-- to stable English codes (the texts are produced at the edge). Tables are rebuilt for the new defaults.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_saving_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_saving_accounts`("id", "user_id", "status", "decided_by", "decided_at", "created_at") SELECT "id", "user_id", CASE "status" WHEN 'รออนุมัติ' THEN 'pending' WHEN 'มีผลบังคับ' THEN 'active' WHEN 'ไม่อนุมัติ' THEN 'rejected' ELSE "status" END, "decided_by", "decided_at", "created_at" FROM `saving_accounts`;--> statement-breakpoint
DROP TABLE `saving_accounts`;--> statement-breakpoint
ALTER TABLE `__new_saving_accounts` RENAME TO `saving_accounts`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `saving_accounts_user_id_unique` ON `saving_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `__new_down_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`prod_type` text,
	`approved_amount_satang` integer,
	`start_date` text,
	`end_date` text,
	`note` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_down_requests`("id", "user_id", "status", "prod_type", "approved_amount_satang", "start_date", "end_date", "note", "decided_by", "decided_at", "created_at") SELECT "id", "user_id", CASE "status" WHEN 'รออนุมัติ' THEN 'pending' WHEN 'อนุมัติ' THEN 'approved' WHEN 'ไม่อนุมัติ' THEN 'rejected' WHEN 'รอปิดสัญญา' THEN 'closing' WHEN 'ปิดสัญญา' THEN 'closed' ELSE "status" END, "prod_type", "approved_amount_satang", "start_date", "end_date", "note", "decided_by", "decided_at", "created_at" FROM `down_requests`;--> statement-breakpoint
DROP TABLE `down_requests`;--> statement-breakpoint
ALTER TABLE `__new_down_requests` RENAME TO `down_requests`;--> statement-breakpoint
UPDATE `saving_transactions` SET `fulfilment` = CASE `fulfilment` WHEN 'เตรียมสินค้า' THEN 'prepared' WHEN 'จัดส่งแล้ว' THEN 'shipped' WHEN 'รับสินค้าแล้ว' THEN 'picked_up' WHEN 'โอนเงินแล้ว' THEN 'transferred' ELSE `fulfilment` END WHERE `fulfilment` IS NOT NULL;
