ALTER TABLE `gold_transactions` ADD `product_code` text;--> statement-breakpoint
CREATE UNIQUE INDEX `gold_transactions_one_live_piece` ON `gold_transactions` (`product_code`) WHERE kind = 'ornament' and status = 'pending';--> statement-breakpoint
-- hand-written: an ornament's piece is as fixed as its grams and money once recorded.
DROP TRIGGER gold_transactions_fixed;
--> statement-breakpoint
CREATE TRIGGER gold_transactions_fixed BEFORE UPDATE OF user_id, account_id, kind, units, amount_satang, price_satang, price_id, reserved_units, quote_until, bank, account_name, account_number, product_code ON gold_transactions BEGIN SELECT RAISE(ABORT, 'gold transaction amounts are immutable'); END;
--> statement-breakpoint
-- hand-written: a piece is taken once, whether reserved or exchanged for grams: each table refuses a code the other holds live.
CREATE TRIGGER gold_ornament_not_reserved BEFORE INSERT ON gold_transactions WHEN NEW.kind = 'ornament' AND EXISTS (SELECT 1 FROM reservations WHERE product_code = NEW.product_code AND status IN ('pending', 'confirmed')) BEGIN SELECT RAISE(ABORT, 'piece already reserved'); END;
--> statement-breakpoint
CREATE TRIGGER reservation_not_exchanged BEFORE INSERT ON reservations WHEN EXISTS (SELECT 1 FROM gold_transactions WHERE kind = 'ornament' AND status = 'pending' AND product_code = NEW.product_code) BEGIN SELECT RAISE(ABORT, 'piece held for a gold account exchange'); END;
