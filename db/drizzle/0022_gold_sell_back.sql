ALTER TABLE `gold_transactions` ADD `quote_until` text;--> statement-breakpoint
ALTER TABLE `gold_transactions` ADD `bank` text;--> statement-breakpoint
ALTER TABLE `gold_transactions` ADD `account_name` text;--> statement-breakpoint
ALTER TABLE `gold_transactions` ADD `account_number` text;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `gold_min_deposit_satang` integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `gold_daily_limit_satang` integer;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `gold_max_units` integer;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `gold_quote_minutes` integer DEFAULT 10 NOT NULL;--> statement-breakpoint
-- hand-written: a sale's quote window and payout destination are as fixed as its grams and money once recorded.
DROP TRIGGER gold_transactions_fixed;
--> statement-breakpoint
CREATE TRIGGER gold_transactions_fixed BEFORE UPDATE OF user_id, account_id, kind, units, amount_satang, price_satang, price_id, reserved_units, quote_until, bank, account_name, account_number ON gold_transactions BEGIN SELECT RAISE(ABORT, 'gold transaction amounts are immutable'); END;
