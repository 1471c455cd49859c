CREATE TABLE `images` (
	`hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`mime` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card` text NOT NULL,
	`name` text NOT NULL,
	`tel` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`email` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_card_unique` ON `customers` (`card`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text,
	`password_hash` text,
	`line_user_id` text,
	`verification_status` integer DEFAULT 0 NOT NULL,
	`customer_id` integer,
	`verify_reject_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_line_user_id_unique` ON `users` (`line_user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_customer_id_unique` ON `users` (`customer_id`);--> statement-breakpoint
CREATE TABLE `staff` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'staff' NOT NULL,
	`disabled` integer DEFAULT 0 NOT NULL,
	`session_version` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_username_unique` ON `staff` (`username`);--> statement-breakpoint
CREATE TABLE `verification_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`customer_id` integer,
	`national_id` text NOT NULL,
	`full_name` text,
	`phone_number` text,
	`address` text,
	`email` text,
	`id_card_img` text NOT NULL,
	`personal_img` text NOT NULL,
	`consent_at` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`id_card_img`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`personal_img`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`cat_name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`weight` real NOT NULL,
	`unit` text NOT NULL,
	`cat_id` integer NOT NULL,
	`img` text,
	`top_status` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`img`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `about_content` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`header` text NOT NULL,
	`slogan` text NOT NULL,
	`description` text NOT NULL,
	`img1` text,
	`img2` text,
	FOREIGN KEY (`img1`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`img2`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `bank_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bank` text NOT NULL,
	`acc_name` text NOT NULL,
	`acc_no` text NOT NULL,
	`bank_logo` text,
	FOREIGN KEY (`bank_logo`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `flags` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `home_content` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`header` text NOT NULL,
	`description` text NOT NULL,
	`img` text,
	FOREIGN KEY (`img`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `policies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` integer NOT NULL,
	`rules` text NOT NULL,
	`is_visible` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `saving_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'รออนุมัติ' NOT NULL,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saving_accounts_user_id_unique` ON `saving_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `saving_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`transaction_id` integer NOT NULL,
	`amount_satang` integer NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`transaction_id`) REFERENCES `saving_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saving_ledger_transaction_id_unique` ON `saving_ledger` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `saving_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_satang` integer NOT NULL,
	`amount_string` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`note` text,
	`fulfilment` text,
	`proof` text,
	`payout_proof` text,
	`product_detail` text,
	`is_delivery` text,
	`delivery_name` text,
	`delivery_phone` text,
	`delivery_address` text,
	`receive_branch` text,
	`bank` text,
	`account_name` text,
	`account_number` text,
	`id_card_image` text,
	`id_card_image_back` text,
	`idempotency_key` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proof`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payout_proof`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`id_card_image`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`id_card_image_back`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saving_transactions_idem` ON `saving_transactions` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `down_close_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`down_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`id_card_image` text NOT NULL,
	`id_card_image_back` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`note` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`down_id`) REFERENCES `down_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`id_card_image`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`id_card_image_back`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `down_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`down_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`amount_satang` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`note` text,
	`proof` text NOT NULL,
	`idempotency_key` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`down_id`) REFERENCES `down_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proof`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `down_payments_idem` ON `down_payments` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `down_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'รออนุมัติ' NOT NULL,
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
CREATE TABLE `pawn_contracts` (
	`jn_id` text PRIMARY KEY NOT NULL,
	`customer_id` integer NOT NULL,
	`jn_date` text NOT NULL,
	`net_total_satang` integer NOT NULL,
	`rate_in_satang` integer NOT NULL,
	`fee_satang` integer DEFAULT 0 NOT NULL,
	`jn_status` text NOT NULL,
	`due_date` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `pawn_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`jn_id` text NOT NULL,
	`pay_date` text NOT NULL,
	`total_satang` integer NOT NULL,
	`pay_type` text NOT NULL,
	`proof` text,
	`external_ref` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`jn_id`) REFERENCES `pawn_contracts`(`jn_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proof`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pawn_payments_ref` ON `pawn_payments` (`jn_id`,`external_ref`);--> statement-breakpoint
CREATE TABLE `gold_prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`response` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`before` text,
	`after` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sensitive_access_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer,
	`user_id` integer,
	`image_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
