CREATE TABLE `gold_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`branch_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`branch_id`) REFERENCES `branches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gold_accounts_user_id_unique` ON `gold_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `gold_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`transaction_id` integer NOT NULL,
	`units` integer NOT NULL,
	`amount_satang` integer NOT NULL,
	`price_satang` integer NOT NULL,
	`price_id` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`transaction_id`) REFERENCES `gold_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`price_id`) REFERENCES `gold_prices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gold_ledger_transaction_id_unique` ON `gold_ledger` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `gold_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`units` integer NOT NULL,
	`amount_satang` integer NOT NULL,
	`price_satang` integer NOT NULL,
	`price_id` integer,
	`reserved_units` integer DEFAULT 0 NOT NULL,
	`proof` text,
	`note` text,
	`idempotency_key` text,
	`decided_by` integer,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `gold_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`price_id`) REFERENCES `gold_prices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proof`) REFERENCES `images`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gold_transactions_idem` ON `gold_transactions` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `gold_transactions_status` ON `gold_transactions` (`status`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `gold_set_aside_units` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- hand-written: the gold ledger is append-only like saving_ledger (a correction is a new row), and a gold
-- request's grams, money and price never change once recorded: only its status and the staff fields move.
CREATE TRIGGER gold_ledger_no_update BEFORE UPDATE ON gold_ledger BEGIN SELECT RAISE(ABORT, 'gold_ledger is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER gold_ledger_no_delete BEFORE DELETE ON gold_ledger BEGIN SELECT RAISE(ABORT, 'gold_ledger is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER gold_transactions_fixed BEFORE UPDATE OF user_id, account_id, kind, units, amount_satang, price_satang, price_id, reserved_units ON gold_transactions BEGIN SELECT RAISE(ABORT, 'gold transaction amounts are immutable'); END;
